/** What every form endpoint answers with 201 (DESIGN.md §3): the stored id and a reference to quote. */
export interface SubmissionReceipt {
  id: number;
  reference: string;
}
