// The written forms of the log-equation question, apart from its algebra (algebra-series.ts is past 300 lines).
// Each states the one equation; the test reads its right side (the first '= …$') and the gap in 'x - d)'.
import { phrasing, variant } from './template.ts';

/** `equation` is the TeX of the whole equation, without the dollar signs. */
export function logEquationStem(kind: 'bases' | 'product', equation: string): string {
  const eq = `$${equation}$`;
  const [bases, product] = phrasing(
    variant([kind, equation]),
    [
      `If ${eq}, what is the value of $x$?`,
      `Find $x$, given that ${eq}.`,
      `The positive number $x$ satisfies ${eq}. What is $x$?`,
      `For which value of $x$ does ${eq} hold?`,
    ],
    [
      `Solve ${eq}.`,
      `Find all real $x$ for which ${eq}.`,
      `What value of $x$ satisfies ${eq}?`,
      `If ${eq}, what is $x$?`,
    ],
  );
  return kind === 'bases' ? bases : product;
}
