/**
 * Present value of one dollar received at the end of `year` (year 1 = first year after enrolment).
 *
 * @example
 * discountFactor(0.035, 2); // 1 ÷ 1.035² ≈ 0.9335
 */
export function discountFactor(rate: number, year: number): number {
  return 1 / (1 + rate) ** year;
}
