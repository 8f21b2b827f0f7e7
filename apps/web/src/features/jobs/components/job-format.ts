/** Select or checkbox options: the codes the API takes, each with its label in the page's language. */
export function labelledOptions<Code extends string>(
  codes: readonly Code[],
  labels: Readonly<Record<Code, string>>,
): { value: Code; label: string }[] {
  return codes.map((value) => ({ value, label: labels[value] }));
}

export { payText } from '@/lib/pay-text';
