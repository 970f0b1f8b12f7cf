// The written forms of two level-5 counting and probability questions, apart from their maths so the template
// file stays short. Every phrasing states the same facts; the parameters pick one (see `variant` in template.ts).
import { phrasing, variant } from './template.ts';

/** Who shares what: the drawn `wording` picks one of these, or the pens purchase when it equals their count. */
export const SHARES = [
  (t: number, a: string, b: string, c: string) => `${t} identical chocolates are shared among ${a}, ${b} and ${c}`,
  (t: number, a: string, b: string, c: string) =>
    `${t} identical marbles are put into three boxes labelled ${a}, ${b} and ${c}`,
] as const;

export function sharesStem({
  total,
  lo,
  lo2,
  hi,
  wording,
  names,
}: {
  total: number;
  lo: number;
  lo2: number;
  hi: number;
  wording: number;
  names: readonly string[];
}): string {
  const [a, b, c] = names;
  // Shares or a purchase (drawn), each with its limits and its ask in a few of our phrasings (by the parameters).
  const [pens, limits, ask] = phrasing(
    variant([total, lo, lo2, hi, wording, names]),
    [
      `A shopper buys ${total} pens in three colours (red, blue and green), with at least ${lo} red, at least ${lo2} blue and at most ${hi} green. How many different colour mixes are possible?`,
      `${total} pens are to be bought in three colours: red, blue and green. At least ${lo} must be red and at least ${lo2} blue, while no more than ${hi} may be green. How many colour mixes are possible?`,
    ],
    [
      ` so that ${a} gets at least ${lo}, ${b} gets at least ${lo2} and ${c} gets at most ${hi}`,
      `, with ${a} receiving no fewer than ${lo}, ${b} no fewer than ${lo2} and ${c} no more than ${hi}`,
    ],
    [
      'In how many ways can this be done?',
      'How many such distributions are possible?',
      'How many different distributions meet these conditions?',
    ],
  );
  return wording === SHARES.length ? pens : `${SHARES[wording](total, a, b, c)}${limits}. ${ask}`;
}

export function meetingStem({
  span,
  wait,
  names,
  place,
  until,
}: {
  span: number;
  wait: number;
  names: readonly string[];
  place: string;
  /** The end of the window as a clock time, e.g. 5:45. */
  until: string;
}): string {
  const [a, b] = names;
  return phrasing(variant([span, wait, names, place]), [
    `${a} and ${b} agree to meet at ${place} between 5:00 and ${until} in the evening. Each arrives at a random moment in that interval, independently, waits ${wait} minutes for the other and then leaves. What is the probability that they meet?`,
    `${a} and ${b} plan to meet at ${place} some time between 5:00 and ${until} in the evening. Each turns up at a random instant in that window, independently of the other, and will wait only ${wait} minutes before leaving. What is the probability that the two meet?`,
    `Two friends, ${a} and ${b}, each arrive at ${place} at a random time between 5:00 and ${until} p.m., independently of each other. Each waits ${wait} minutes for the other and then leaves. What is the chance that they meet?`,
    `Between 5:00 and ${until} in the evening, ${a} and ${b} each reach ${place} at a moment chosen at random, independently. If each waits ${wait} minutes for the other and then goes away, find the probability that they meet.`,
  ])[0];
}
