/**
 * The answer of `work`, but never sooner than `ms`: the spec's submitting and processing states
 * (1.5 s, 2 s) stay as long as the spec says, and longer if the API takes longer.
 */
export async function atLeast<T>(ms: number, work: Promise<T>): Promise<T> {
  const [result] = await Promise.all([
    work,
    new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ]);
  return result;
}
