import { inr, numText, ratio, tex } from './format.ts';
import { GOODS, PEOPLE } from './names.ts';
import { div, gcd, isInt, mul, q, sub } from './rational.ts';
import { ALL_EXAMS, CAT_XAT_NMAT, defineTemplate, drawUntil, pickMany } from './template.ts';

/** Divides a list of integers by their common factor. */
export function reduceRatio(parts: readonly number[]): number[] {
  const g = parts.reduce((acc, p) => gcd(acc, p), 0) || 1;
  return parts.map((p) => p / g);
}

const RATIO_CONTEXTS = ['monthly incomes', 'savings', 'number of stamps', 'scores in a quiz', 'daily step counts'];

export const compoundRatio = defineTemplate({
  id: 'qa-ratio-chain',
  area: 'Arithmetic',
  topic: 'Ratio, Proportion & Variation',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        a: r.int(1, 9),
        b: r.int(1, 9),
        c: r.int(1, 9),
        d: r.int(1, 9),
        names: pickMany(r, PEOPLE, 3),
        ctx: r.pick(RATIO_CONTEXTS),
        pairOnly: r.next() < 0.35,
      }),
      (p) => gcd(p.a, p.b) === 1 && gcd(p.c, p.d) === 1 && p.a !== p.b && p.c !== p.d && p.b !== p.c,
    ),
  body: ({ a, b, c, d, names, ctx, pairOnly }) => {
    const [x, y, z] = names;
    const full = reduceRatio([a * c, b * c, b * d]);
    const correct = pairOnly ? ratio(reduceRatio([a * c, b * d])) : ratio(full);
    const distractors = pairOnly
      ? [ratio(reduceRatio([a, d])), ratio(reduceRatio([a * d, b * c])), ratio(reduceRatio([b * d, a * c]))]
      : [
          ratio(reduceRatio([a, b, d])),
          ratio(reduceRatio([a * d, b * d, b * c])),
          ratio(reduceRatio([a * c, b * d, c * d])),
        ];
    const near = pairOnly ? [full[0] + 1, full[2]] : [full[0] + 1, full[1], full[2]];
    distractors.push(ratio(reduceRatio(near)), ratio(reduceRatio(near.map((v, i) => (i === 0 ? v : v + 1)))));
    return {
      type: 'MCQ',
      stem: `The ${ctx} of ${x} and ${y} are in the ratio ${ratio([a, b])}, and the ${ctx} of ${y} and ${z} are in the ratio ${ratio([c, d])}. What is the ratio of the ${ctx} of ${pairOnly ? `${x} to ${z}` : `${x}, ${y} and ${z}`}?`,
      correct,
      distractors,
      steps: [
        `${y} appears in both ratios (${b} and ${c}), so scale them to a common value of ${y}: multiply the first by ${c} and the second by ${b}.`,
        `${x} : ${y} $= ${a * c} : ${b * c}$ and ${y} : ${z} $= ${b * c} : ${b * d}$.`,
        `So ${x} : ${y} : ${z} $= ${a * c} : ${b * c} : ${b * d}$${full[1] === b * c ? '' : ` = ${ratio(full)}`}${pairOnly ? `, giving ${x} : ${z} = ${correct}` : ''}.`,
      ],
      difficulty: 1,
      time: 1.5,
    };
  },
});

const VARIATION_FORMS = [
  { text: 'directly as $x$ and inversely as $z$', f: (x: number, z: number) => q(x, z), tex: '\\frac{x}{z}' },
  { text: 'directly as $x^2$ and inversely as $z$', f: (x: number, z: number) => q(x * x, z), tex: '\\frac{x^2}{z}' },
  { text: 'directly as $x$ and inversely as $z^2$', f: (x: number, z: number) => q(x, z * z), tex: '\\frac{x}{z^2}' },
  { text: 'jointly as $x$ and $z$', f: (x: number, z: number) => q(x * z), tex: 'xz' },
  {
    text: 'directly as $x^2$ and inversely as $z^2$',
    f: (x: number, z: number) => q(x * x, z * z),
    tex: '\\frac{x^2}{z^2}',
  },
] as const;

export const variation = defineTemplate({
  id: 'qa-ratio-variation',
  area: 'Arithmetic',
  topic: 'Ratio, Proportion & Variation',
  exams: CAT_XAT_NMAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        form: r.int(0, VARIATION_FORMS.length - 1),
        k: r.int(1, 12),
        x1: r.int(2, 12),
        z1: r.int(1, 8),
        x2: r.int(2, 12),
        z2: r.int(1, 8),
      }),
      (p) => {
        const f = VARIATION_FORMS[p.form].f;
        return (
          (p.x1 !== p.x2 || p.z1 !== p.z2) &&
          isInt(mul(p.k, f(p.x1, p.z1))) &&
          isInt(mul(p.k, f(p.x2, p.z2))) &&
          p.k * f(p.x1, p.z1).n < 2000
        );
      },
    ),
  body: ({ form, k, x1, z1, x2, z2 }) => {
    const v = VARIATION_FORMS[form];
    const y1 = mul(k, v.f(x1, z1)).n;
    const y2 = mul(k, v.f(x2, z2)).n;
    return {
      type: 'TITA',
      stem: `The quantity $y$ varies ${v.text}. When $x = ${x1}$ and $z = ${z1}$, $y = ${y1}$. What is the value of $y$ when $x = ${x2}$ and $z = ${z2}$?`,
      value: y2,
      steps: [
        `Write $y = k${v.tex}$ for a constant $k$.`,
        `From $x = ${x1}$, $z = ${z1}$, $y = ${y1}$: $k = ${y1} \\div ${tex(v.f(x1, z1))} = ${k}$.`,
        `Then for $x = ${x2}$, $z = ${z2}$: $y = ${k} \\times ${tex(v.f(x2, z2))} = ${y2}$.`,
      ],
      difficulty: form === 0 || form === 3 ? 2 : 3,
      time: 1.5,
    };
  },
});

const AVERAGE_SETTINGS = [
  { group: 'students in a class', item: 'weight', unit: 'kg', extra: 'the class teacher', lo: 40, hi: 60 },
  { group: 'players in a squad', item: 'age', unit: 'years', extra: 'the coach', lo: 20, hi: 28 },
  { group: 'employees in a team', item: 'age', unit: 'years', extra: 'the manager', lo: 26, hi: 35 },
  { group: 'boxes in a consignment', item: 'weight', unit: 'kg', extra: 'a crate', lo: 20, hi: 45 },
] as const;

export const averageChange = defineTemplate({
  id: 'qa-average-change',
  area: 'Arithmetic',
  topic: 'Averages',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const ctx = r.int(0, AVERAGE_SETTINGS.length - 1);
        const s = AVERAGE_SETTINGS[ctx];
        return {
          ctx,
          kind: r.pick(['include', 'replace', 'remove'] as const),
          n: r.int(6, 30),
          avg: r.int(s.lo, s.hi),
          delta: r.int(1, 4),
          up: r.next() < 0.5,
          old: r.int(s.lo - 5, s.hi + 5),
        };
      },
      // keep the unknown person or item realistic: within a few dozen units of the group's average
      (p) => {
        const s = AVERAGE_SETTINGS[p.ctx];
        const value =
          p.kind === 'include'
            ? p.avg + (p.n + 1) * p.delta
            : p.kind === 'replace'
              ? p.old + (p.up ? 1 : -1) * p.n * p.delta
              : p.avg + (p.up ? -1 : 1) * (p.n - 1) * p.delta;
        return value >= s.lo - 15 && value <= s.hi + 35 && value - 2 * p.n * p.delta > -s.lo;
      },
    ),
  body: ({ ctx, kind, n, avg, delta, up, old }) => {
    const s = AVERAGE_SETTINGS[ctx];
    const u = s.unit;
    // negative weights or ages would give the answer away
    const opts = (values: number[]) => values.filter((v) => v > 0).map((v) => `${v} ${u}`);
    if (kind === 'include') {
      const value = avg + (n + 1) * delta;
      const correct = `${value} ${u}`;
      return {
        type: 'MCQ',
        stem: `The average ${s.item} of ${n} ${s.group} is ${avg} ${u}. When the ${s.item} of ${s.extra} is included, the average rises by ${delta} ${u}. What is the ${s.item} of ${s.extra}?`,
        correct,
        distractors: opts([avg + n * delta, avg + (n - 1) * delta, avg + (n + 2) * delta]),
        steps: [
          `Total for the ${n}: $${n} \\times ${avg} = ${n * avg}$. Total for ${n + 1} after the inclusion: $${n + 1} \\times ${avg + delta} = ${(n + 1) * (avg + delta)}$.`,
          `The ${s.item} of ${s.extra} $= ${(n + 1) * (avg + delta)} - ${n * avg} = ${value}$, i.e. ${correct}.`,
        ],
        difficulty: 1,
        time: 1.5,
      };
    }
    if (kind === 'replace') {
      const value = up ? old + n * delta : old - n * delta;
      const wrong = up ? old + (n + 1) * delta : old - (n - 1) * delta;
      const correct = `${value} ${u}`;
      return {
        type: 'MCQ',
        stem: `The average ${s.item} of ${n} ${s.group} ${up ? 'increases' : 'decreases'} by ${delta} ${u} when one of them, whose ${s.item} is ${old} ${u}, is replaced by a new one. What is the ${s.item} of the new one?`,
        correct,
        distractors: opts([
          wrong,
          up ? old - n * delta : old + n * delta,
          old + (up ? delta : -delta),
          value + 1,
          value + 2,
        ]),
        steps: [
          `The count stays ${n}, so the total changes by $${n} \\times ${delta} = ${n * delta}$ ${u}.`,
          `The new ${s.item} is ${up ? 'more' : 'less'} than ${old} by ${n * delta}: $${old} ${up ? '+' : '-'} ${n * delta} = ${value}$, i.e. ${correct}.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    const after = up ? avg + delta : avg - delta;
    const value = n * avg - (n - 1) * after;
    const correct = `${value} ${u}`;
    return {
      type: 'MCQ',
      stem: `The average ${s.item} of ${n} ${s.group} is ${avg} ${u}. When one of them leaves, the average of the rest becomes ${after} ${u}. What is the ${s.item} of the one who left?`,
      correct,
      distractors: opts([
        n * avg - n * after,
        n * avg - (n + 1) * after,
        avg + (up ? -delta : delta) * (n + 1),
        value + 2,
        value + 4,
      ]),
      steps: [
        `Total of all ${n}: $${n} \\times ${avg} = ${n * avg}$.`,
        `Total of the remaining ${n - 1}: $${n - 1} \\times ${after} = ${(n - 1) * after}$.`,
        `The one who left: $${n * avg} - ${(n - 1) * after} = ${value}$, i.e. ${correct}.`,
      ],
      difficulty: 2,
      time: 1.5,
    };
  },
});

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
