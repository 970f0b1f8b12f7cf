// @ts-nocheck
import { reduceRatio } from './arithmetic-ratio.ts';
import { inr, numText, ratio, tex } from './format.ts';
import { GOODS, PEOPLE } from './names.ts';
import { div, gcd, isInt, mul, q, sub } from './rational.ts';
import { ALL_EXAMS, defineTemplate, drawUntil, pickMany } from './template.ts';

export const alligation = defineTemplate({
  id: 'qa-mixture-alligation',
  area: 'Arithmetic',
  topic: 'Mixtures & Alligations',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const p1 = r.int(20, 200);
        const p2 = p1 + r.int(10, 150);
        return {
          p1,
          p2,
          pm: r.int(p1 + 1, p2 - 1),
          gain: r.pick([0, 0, 10, 20, 25]),
          good: r.pick(GOODS),
          seller: r.pick(PEOPLE),
        };
      },
      (p) => {
        const [x, y] = reduceRatio([p.p2 - p.pm, p.pm - p.p1]);
        return x <= 12 && y <= 12 && x !== y && (p.pm * (100 + p.gain)) % 100 === 0;
      },
    ),
  body: ({ p1, p2, pm, gain, good, seller }) => {
    const parts = reduceRatio([p2 - pm, pm - p1]);
    const correct = ratio(parts);
    const sell = (pm * (100 + gain)) / 100;
    const target =
      gain === 0
        ? `so that the mixture is worth ₹${pm} per kg`
        : `so that selling the mixture at ₹${sell} per kg gives a profit of ${gain}%`;
    const steps = [
      `Cost price of the mixture: ${gain === 0 ? `₹${pm} per kg` : `$${sell} \\times \\frac{100}{${100 + gain}} = ${pm}$ rupees per kg`}.`,
      `By alligation, cheaper : dearer $= (${p2} - ${pm}) : (${pm} - ${p1}) = ${p2 - pm} : ${pm - p1}$.`,
      `In lowest terms the ratio is ${correct}.`,
    ];
    const distractors = [ratio([parts[1], parts[0]])];
    if (gain > 0 && sell > p1 && sell < p2) distractors.push(ratio(reduceRatio([p2 - sell, sell - p1])));
    distractors.push(
      ratio(reduceRatio([pm - p1, p2 - p1])),
      ratio(reduceRatio([parts[0] + 1, parts[1]])),
      ratio(reduceRatio([parts[0], parts[1] + 1])),
      ratio(reduceRatio([parts[0] + 2, parts[1] + 1])),
    );
    return {
      type: 'MCQ',
      stem: `${seller} has two varieties of ${good}, costing ₹${p1} and ₹${p2} per kg. In what ratio must they be mixed ${target}?`,
      correct,
      distractors,
      steps,
      difficulty: gain === 0 ? 2 : 3,
      time: gain === 0 ? 1.5 : 2,
    };
  },
});

const VOLUMES = [20, 24, 25, 30, 32, 40, 45, 48, 50, 60, 64, 72, 75, 80, 81, 90, 96, 100, 108, 120, 125, 128];
const LIQUIDS = [
  { liquid: 'pure milk', name: 'milk', vessel: 'can' },
  { liquid: 'pure orange juice', name: 'juice', vessel: 'jar' },
  { liquid: 'pure alcohol', name: 'alcohol', vessel: 'cask' },
  { liquid: 'pure honey syrup', name: 'syrup', vessel: 'drum' },
] as const;

export const replacement = defineTemplate({
  id: 'qa-mixture-replacement',
  area: 'Arithmetic',
  topic: 'Mixtures & Alligations',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const v = r.pick(VOLUMES);
        return {
          v,
          x: r.int(2, Math.floor(v / 2)),
          times: r.next() < 0.65 ? 2 : 3,
          askWater: r.next() < 0.4,
          ctx: r.int(0, LIQUIDS.length - 1),
        };
      },
      (p) => isInt(div(q((p.v - p.x) ** p.times), p.v ** (p.times - 1))),
    ),
  body: ({ v, x, times, askWater, ctx }) => {
    const c = LIQUIDS[ctx];
    const left = (v - x) ** times / v ** (times - 1);
    const answer = askWater ? v - left : left;
    const repeat = times === 2 ? 'The operation is repeated once more.' : 'The operation is repeated twice more.';
    const litres = (value: ReturnType<typeof q> | number) => `${numText(value)} litres`;
    const linear = v - times * x; // as if the removed liquid were always pure
    const oneFewer = mul(v, q((v - x) ** (times - 1), v ** (times - 1)));
    return {
      type: 'MCQ',
      stem: `A ${c.vessel} holds ${v} litres of ${c.liquid}. ${x} litres are drawn off and replaced with water. ${repeat} How many litres of ${askWater ? 'water' : c.name} does the ${c.vessel} now contain?`,
      correct: litres(answer),
      distractors: [
        ...(linear > 0 ? [litres(askWater ? v - linear : linear)] : []),
        litres(askWater ? sub(v, oneFewer) : oneFewer),
        litres(askWater ? left : v - left),
        litres(answer + 1),
        litres(answer + 2),
      ],
      steps: [
        `Each operation keeps a fraction $\\frac{${v} - ${x}}{${v}} = ${tex(q(v - x, v))}$ of the ${c.name} present.`,
        `After ${times} operations: ${c.name} $= ${v} \\times \\left(${tex(q(v - x, v))}\\right)^{${times}} = ${left}$ litres.`,
        askWater
          ? `Water $= ${v} - ${left} = ${answer}$, i.e. ${litres(answer)}.`
          : `So the ${c.vessel} contains ${litres(answer)} of ${c.name}.`,
      ],
      difficulty: times === 2 ? 2 : 3,
      time: 2,
    };
  },
});

export const partnership = defineTemplate({
  id: 'qa-partnership-profit-share',
  area: 'Arithmetic',
  topic: 'Partnership',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const three = r.next() < 0.5;
        const join1 = r.int(2, three ? 6 : 9);
        return {
          names: pickMany(r, PEOPLE, 3),
          caps: [r.int(2, 18) * 5000, r.int(2, 18) * 5000, r.int(2, 18) * 5000],
          join1,
          join2: three ? join1 + r.int(1, 4) : 12,
          unit: r.pick([100, 200, 300, 500, 1000]),
          ask: r.int(0, three ? 2 : 1),
        };
      },
      (p) => {
        const w = [p.caps[0] * 12, p.caps[1] * (12 - p.join1), p.caps[2] * (12 - p.join2)];
        const g = w.reduce((acc, x) => gcd(acc, x), 0);
        const profit = (p.unit * (w[0] + w[1] + w[2])) / g;
        return profit >= 12000 && profit <= 900000;
      },
    ),
  body: ({ names, caps, join1, join2, unit, ask }) => {
    const three = join2 < 12;
    const months = [12, 12 - join1, 12 - join2].slice(0, three ? 3 : 2);
    const weights = months.map((m, i) => caps[i] * m);
    const parts = reduceRatio(weights);
    const totalParts = parts.reduce((a, b) => a + b, 0);
    const profit = unit * totalParts;
    const share = unit * parts[ask];
    const who = names[ask];
    const cNote = three
      ? ` and ${join2 - join1} month${join2 - join1 === 1 ? '' : 's'} after that ${names[2]} joined with ${inr(caps[2])}`
      : '';
    return {
      type: 'MCQ',
      stem: `${names[0]} started a business with ${inr(caps[0])}. After ${join1} months ${names[1]} joined with ${inr(caps[1])}${cNote}. At the end of the year the profit was ${inr(profit)}. What is ${who}'s share of the profit?`,
      correct: inr(share),
      // slips: sharing by capital alone or by months alone, or taking a partner's share
      distractors: [
        inr(
          q(
            profit * caps[ask],
            caps.slice(0, months.length).reduce((a, b) => a + b, 0),
          ),
        ),
        inr(
          q(
            profit * months[ask],
            months.reduce((a, b) => a + b, 0),
          ),
        ),
        ...parts.map((part, i) => (i === ask ? '' : inr(unit * part))).filter(Boolean),
        inr(share + unit),
        inr(share - unit),
      ],
      steps: [
        `Profit is shared in the ratio of capital × months: ${months.map((m, i) => `${names[i]} $${caps[i]} \\times ${m}$`).join(', ')}.`,
        `Ratio $= ${weights.join(' : ')} = ${parts.join(' : ')}$, a total of ${totalParts} parts.`,
        `${who}'s share $= \\frac{${parts[ask]}}{${totalParts}} \\times ${profit} = ${share}$, i.e. ${inr(share)}.`,
      ],
      difficulty: three ? 3 : 2,
      time: three ? 2.5 : 2,
    };
  },
});
