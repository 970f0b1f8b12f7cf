// @ts-nocheck
// Level 4–5 arithmetic: each question chains two ideas, and every wrong option is the result of a named wrong step.
import { hoursText, inr, numText, pct, tex } from './format.ts';
import { PEOPLE } from './names.ts';
import { add, div, gcd, isInt, lcm, mul, neg, type Q, q, toNum } from './rational.ts';
import { CAT_XAT, defineTemplate, drawUntil, type Mistake } from './template.ts';

const hours = (x: Q) => `${numText(x, { mixed: true })} hours`;

const MACHINES = [
  { pair: 'Two pipes, P and Q, fill a reservoir', p: 'pipe P', q: 'pipe Q', change: 'Q is cleaned', job: 'fill it' },
  {
    pair: 'Two printing presses, P and Q, print a batch of textbooks',
    p: 'press P',
    q: 'press Q',
    change: 'Q is serviced',
    job: 'print the batch',
  },
  {
    pair: 'Two harvesters, P and Q, clear a field of wheat',
    p: 'harvester P',
    q: 'harvester Q',
    change: 'Q gets a new blade',
    job: 'clear the field',
  },
  {
    pair: 'Two teams, P and Q, lay a stretch of pipeline',
    p: 'team P',
    q: 'team Q',
    change: 'Q takes on extra workers',
    job: 'lay the stretch',
  },
] as const;

/** Rates from a ratio, one rate raised by a percentage, then joint work: three ideas in one question. */
export const workRatioChange = defineTemplate({
  id: 'qa-hard-work-ratio-change',
  area: 'Arithmetic',
  topic: 'Time & Work',
  exams: CAT_XAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        a: r.int(2, 7),
        b: r.int(2, 7),
        up: r.pick([10, 20, 25, 40, 50, 60, 75]),
        t: r.int(2, 12),
        scene: r.int(0, MACHINES.length - 1),
      }),
      (p) => {
        if (p.a === p.b) return false;
        const bNew = mul(p.b, q(100 + p.up, 100));
        const alone = div(mul(p.t, add(p.a, bNew)), p.a);
        return toNum(alone) <= 60 && isInt(mul(alone, 4));
      },
    ),
  body: ({ a, b, up, t, scene }) => {
    const m = MACHINES[scene];
    const f = q(100 + up, 100);
    const bNew = mul(b, f);
    const together = add(a, bNew);
    const alone = div(mul(t, together), a);
    const mistakes: Mistake[] = [
      { value: hours(div(mul(t, add(a, b)), a)), why: `ignored the ${up}% rise in Q's rate` },
      { value: hours(div(mul(t, add(mul(a, f), b)), mul(a, f))), why: `raised P's rate by ${up}% instead of Q's` },
      { value: hours(div(mul(t, together), bNew)), why: `found Q's time after the change, not P's` },
      { value: hours(div(mul(t, add(b, mul(a, f))), b)), why: 'inverted the ratio of the rates' },
    ];
    return {
      type: 'MCQ',
      stem: `${m.pair}. Their rates of work are in the ratio ${a} : ${b}. After ${m.change}, its rate rises by ${up}%, and working together the two now ${m.job} in ${hoursText(q(t))}. How long would ${m.p} alone have taken to ${m.job}?`,
      correct: hours(alone),
      distractors: mistakes,
      steps: [
        `Let P do ${a}k units an hour; Q did ${b}k and now does $${b}k \\times ${tex(f)} = ${tex(bNew)}k$.`,
        `Together: $(${a} + ${tex(bNew)})k = ${tex(together)}k$ units an hour for ${t} hours, so the job is $${tex(mul(t, together))}k$ units.`,
        `P alone needs $${tex(mul(t, together))}k \\div ${a}k = ${tex(alone)}$, i.e. ${hours(alone)}.`,
      ],
      difficulty: 4,
      time: 3,
    };
  },
});

const LOANS = [
  (p: string, n: number, r: number, who: string) =>
    `${who} borrows ${p} at ${r}% per annum compound interest and repays it in ${n} equal annual instalments, the first one year after the loan. What is each instalment?`,
  (p: string, n: number, r: number, who: string) =>
    `${who} buys a used car for ${p} on credit. The dealer charges ${r}% per annum, compounded annually, and the debt is cleared in ${n} equal instalments paid at the end of each year. How much is each instalment?`,
  (p: string, n: number, r: number, who: string) =>
    `A cooperative bank lends ${who} ${p} for a tractor at ${r}% compound interest per annum. The loan is settled by ${n} equal payments made at the end of each year. Find the size of each payment.`,
] as const;

/** Present value of equal instalments under compound interest: the classic CAT trap is simple interest. */
export const ciInstalments = defineTemplate({
  id: 'qa-hard-ci-instalments',
  area: 'Arithmetic',
  topic: 'SI & CI',
  exams: CAT_XAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const n = r.next() < 0.6 ? 2 : 3;
        const rate = r.pick([5, 10, 20, 25]);
        // A whole-rupee instalment needs the principal to be a multiple of the denominator of X / P.
        const unit = lcm(100, instalment(1, rate, n).d);
        const most = Math.floor(200_000 / unit);
        return {
          n,
          rate,
          principal: unit * r.int(Math.max(1, Math.ceil(5000 / unit)), Math.max(1, most)),
          who: r.pick(PEOPLE),
          wording: r.int(0, LOANS.length - 1),
        };
      },
      (p) => {
        const x = instalment(p.principal, p.rate, p.n);
        const wrong = new Set(wrongInstalments(p.principal, p.rate, p.n).map((m) => m.value));
        wrong.delete(inr(x));
        return isInt(x) && wrong.size >= 3;
      },
    ),
  body: ({ n, rate, principal, who, wording }) => {
    const x = instalment(principal, rate, n);
    const g = q(100 + rate, 100);
    const powers = Array.from({ length: n }, (_, i) => n - 1 - i)
      .map((k) => (k === 0 ? '1' : k === 1 ? tex(g) : `${tex(g)}^{${k}}`))
      .join(' + ');
    return {
      type: 'MCQ',
      stem: LOANS[wording](inr(principal), n, rate, who),
      correct: inr(x),
      distractors: wrongInstalments(principal, rate, n),
      steps: [
        `Everything owed grows by the factor ${tex(g)} a year, so after ${n} years the loan is worth $${principal} \\times ${tex(g)}^{${n}}$.`,
        `Each instalment X earns interest from its payment date to year ${n}: $X(${powers}) = ${principal} \\times ${tex(g)}^{${n}}$.`,
        `So $X = ${tex(x)}$: each instalment is ${inr(x)}.`,
      ],
      difficulty: n === 2 ? 4 : 5,
      time: n === 2 ? 3 : 3.5,
    };
  },
});

export function instalment(principal: number, rate: number, n: number): Q {
  const g = q(100 + rate, 100);
  let factor: Q = q(0);
  let power: Q = q(1);
  for (let i = 0; i < n; i++) {
    factor = add(factor, power);
    power = mul(power, g);
  }
  return div(mul(principal, power), factor);
}

/** Wrong instalments from named wrong steps, kept only when they are whole rupees like the question's amounts. */
export function wrongInstalments(principal: number, rate: number, n: number): Mistake[] {
  const g = q(100 + rate, 100);
  let gn: Q = q(1);
  for (let i = 0; i < n; i++) gn = mul(gn, g);
  // Simple interest: principal(1 + nr) = X(1 + (n−1)r) + … + X.
  let siFactor: Q = q(0);
  for (let k = 0; k < n; k++) siFactor = add(siFactor, q(100 + k * rate, 100));
  const candidates: Mistake[] = [
    { value: div(mul(principal, q(100 + n * rate, 100)), siFactor), why: 'used simple interest instead of compound' },
    { value: div(mul(principal, gn), n), why: `split the amount due after ${n} years into ${n} equal parts` },
    { value: mul(div(principal, n), g), why: `added one year's interest to an equal share of the loan` },
    { value: div(principal, n), why: 'ignored interest altogether' },
  ].flatMap((c) => (isInt(c.value) ? [{ value: inr(c.value), why: c.why }] : []));
  return candidates;
}

const TRIPS = [
  (d: number, t: Q) =>
    `A motor boat goes ${d} km upstream and comes back the same distance downstream in ${hoursText(t)} in all.`,
  (d: number, t: Q) =>
    `A ferry makes a round trip between two jetties ${d} km apart on a river, taking ${hoursText(t)} for the whole trip.`,
  (d: number, t: Q) =>
    `A rowing team covers ${d} km against the current and the same ${d} km back with it in a total of ${hoursText(t)}.`,
] as const;

/** Upstream and downstream times add to a total: a quadratic in the boat's speed, with average-speed traps. */
export const boatRoundTrip = defineTemplate({
  id: 'qa-hard-boat-round-trip',
  area: 'Arithmetic',
  topic: 'Time, Speed & Distance',
  exams: CAT_XAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const boat = r.int(8, 24);
        const stream = r.int(1, 6);
        // The total time is 2db/(b² − s²); d a multiple of this step makes it a whole number of 5-minute units.
        const diff = boat * boat - stream * stream;
        const step = diff / gcd(24 * boat, diff);
        return {
          boat,
          stream,
          d: step * r.int(1, Math.max(1, Math.floor(60 / step))),
          wording: r.int(0, TRIPS.length - 1),
        };
      },
      (p) => {
        if (p.stream * 3 > p.boat) return false;
        const t = q(2 * p.d * p.boat, p.boat * p.boat - p.stream * p.stream);
        return isInt(mul(t, 12)) && toNum(t) <= 12;
      },
    ),
  body: ({ boat, stream, d, wording }) => {
    const t = q(2 * d * boat, boat * boat - stream * stream);
    const kmh = (x: Q | number) => `${numText(x)} km/h`;
    return {
      type: 'MCQ',
      stem: `${TRIPS[wording](d, t)} The river flows at ${stream} km/h. What is the speed in still water?`,
      correct: kmh(boat),
      distractors: [
        { value: kmh(div(2 * d, t)), why: 'took the average speed of the round trip as the still-water speed' },
        { value: kmh(boat - stream), why: 'reported the upstream speed' },
        { value: kmh(boat + stream), why: 'reported the downstream speed' },
        { value: kmh(add(div(2 * d, t), stream)), why: 'added the stream speed to the average speed' },
      ],
      steps: [
        `With still-water speed b: $\\frac{${d}}{b - ${stream}} + \\frac{${d}}{b + ${stream}} = ${tex(t)}$.`,
        `So $${tex(t)}(b^2 - ${stream * stream}) = ${2 * d}b$. Try the options or solve the quadratic: $b = ${boat}$ (the other root is negative).`,
        `Check: $\\frac{${d}}{${boat - stream}} + \\frac{${d}}{${boat + stream}} = ${tex(t)}$ hours. The speed is ${kmh(boat)}.`,
      ],
      difficulty: 4,
      time: 2.5,
    };
  },
});

/** A price chain: markup, a discount, and a dishonest scale — the profit compounds three changes. */
export const markupDiscountWeight = defineTemplate({
  id: 'qa-hard-markup-discount-weight',
  area: 'Arithmetic',
  topic: 'Profit, Loss & Discount',
  exams: CAT_XAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        markup: r.pick([20, 25, 30, 40, 50, 60]),
        discount: r.pick([10, 12, 15, 20, 25]),
        grams: r.pick([800, 850, 875, 900, 920, 950, 960]),
        who: r.pick(PEOPLE),
        good: r.pick(['rice', 'tea', 'cashews', 'sugar', 'almonds', 'dal']),
      }),
      (p) => {
        const profit = gain(p.markup, p.discount, p.grams);
        return toNum(profit) > 0 && isInt(mul(profit, 100)) && toNum(profit) < 100;
      },
    ),
  body: ({ markup, discount, grams, who, good }) => {
    const profit = gain(markup, discount, grams);
    const sale = mul(q(100 + markup, 100), q(100 - discount, 100));
    return {
      type: 'MCQ',
      stem: `${who}, a trader in ${good}, marks the price ${markup}% above cost, then gives a ${discount}% discount on the marked price. On top of that, the trader's scale gives only ${grams} g for every kilogram sold. What is the trader's profit percentage?`,
      correct: pct(profit),
      distractors: [
        {
          value: pct(add(markup - discount, q(1000 - grams, 10))),
          why: 'added and subtracted the percentages',
        },
        { value: pct(mul(add(sale, -1), 100)), why: 'ignored the false weight' },
        {
          value: pct(mul(add(sale, neg(q(grams, 1000))), 100)),
          why: 'measured the weight gain against 1,000 g instead of the grams actually given',
        },
        { value: pct(add(markup, q(100 * (1000 - grams), grams))), why: 'ignored the discount' },
      ],
      steps: [
        `Per kilogram charged, the selling price is $${tex(q(100 + markup, 100))} \\times ${tex(q(100 - discount, 100))} = ${tex(sale)}$ times the cost of 1 kg.`,
        `But only ${grams} g changes hands, costing $\\frac{${grams}}{1000}$ of a kilogram's cost.`,
        `Profit $= \\frac{${tex(sale)}}{${tex(q(grams, 1000))}} - 1 = ${tex(div(profit, 100))}$, i.e. ${pct(profit)}.`,
      ],
      difficulty: 5,
      time: 3,
    };
  },
});

export function gain(markup: number, discount: number, grams: number): Q {
  const sale = mul(q(100 + markup, 100), q(100 - discount, 100));
  const cost = q(grams, 1000);
  const ratio = div(sale, cost);
  return mul(add(ratio, -1), 100);
}
