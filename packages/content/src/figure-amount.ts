const MULTIPLIER = { K: 1e3, M: 1e6, B: 1e9 } as const;
const FIGURE = /^\$?(\d[\d,]*(?:\.\d+)?)([KMB])?/;

/**
 * The number a printed figure stands for, so a chart's bar lengths come from the same strings the
 * text prints (`@pathways/content` figures) and can never disagree with them.
 *
 * @example figureAmount('50,000+') // 50000
 * @example figureAmount('$720M') // 720000000
 * @example figureAmount('83%') // 83
 */
export function figureAmount(figure: string): number {
  const match = FIGURE.exec(figure.trim());
  if (!match?.[1]) throw new Error(`Not a figure: ${figure}`);
  const amount = Number(match[1].replaceAll(',', ''));
  const suffix = match[2] as keyof typeof MULTIPLIER | undefined;
  return suffix ? amount * MULTIPLIER[suffix] : amount;
}
