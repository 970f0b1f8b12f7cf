// @ts-nocheck
import { group, numText, ordinal, polyTex, tex } from './format.ts';
import { add, div, gcd, isInt, mul, neg, q, sub } from './rational.ts';
import { CAT_XAT, CAT_XAT_NMAT, CAT_XAT_SNAP, defineTemplate, drawUntil, phrasing, variant } from './template.ts';

const BASE_SETS = [
  [1, 2],
  [1, 3],
  [1, 2, 4],
  [2, 4],
  [1, 2, 3],
  [1, 4],
  [1, 2, 3, 6],
];

export const logEquation = defineTemplate({
  id: 'qa-algebra-log-equation',
  area: 'Algebra',
  topic: 'Logarithms',
  exams: CAT_XAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        kind: r.pick(['bases', 'product'] as const),
        b: r.pick([2, 3, 5]),
        set: r.int(0, BASE_SETS.length - 1),
        e: r.int(2, 12),
        a: r.pick([2, 3, 5, 6, 10]),
        n: r.int(2, 6),
        pick: r.next(),
      }),
      (p) =>
        p.kind === 'bases' ? p.b ** p.e <= 5_000_000 : p.a ** p.n <= 100_000 && productPairs(p.a ** p.n).length > 0,
    ),
  body: ({ kind, b, set, e, a, n, pick }) => {
    if (kind === 'bases') {
      const ks = BASE_SETS[set];
      const coef = ks.reduce((acc, k) => add(acc, q(1, k)), q(0));
      const rhs = mul(coef, e);
      const x = b ** e;
      const terms = ks.map((k) => `\\log_{${b ** k}} x`).join(' + ');
      const wrong = isInt(rhs) && rhs.n !== e && b ** rhs.n <= 1e9 ? [group(b ** rhs.n)] : [];
      return {
        type: 'MCQ',
        stem: `If $${terms} = ${tex(rhs)}$, what is the value of $x$?`,
        correct: group(x),
        distractors: [
          ...wrong,
          group(b ** (e + 1)),
          group(b ** (e - 1)),
          group(e),
          group(x * 2),
          group(x * 3),
          group(b ** (e + 2)),
        ],
        steps: [
          `Change of base: $\\log_{${b}^k} x = \\frac{1}{k}\\log_{${b}} x$, so the left side is $\\left(${ks.map((k) => (k === 1 ? '1' : `\\frac{1}{${k}}`)).join(' + ')}\\right)\\log_{${b}} x = ${tex(coef)}\\log_{${b}} x$.`,
          `$\\log_{${b}} x = ${tex(rhs)} \\div ${tex(coef)} = ${e}$.`,
          `$x = ${b}^{${e}} = ${x}$, i.e. ${group(x)}.`,
        ],
        difficulty: ks.length > 2 ? 3 : 2,
        time: 2,
      };
    }
    const pairs = productPairs(a ** n);
    const [x, y] = pairs[Math.floor(pick * pairs.length)];
    const d = x - y;
    const other = d - x;
    const correct = group(x);
    return {
      type: 'MCQ',
      stem: `Solve $\\log_{${a}} x + \\log_{${a}} (x - ${d}) = ${n}$.`,
      correct,
      distractors: [`${group(x)} or ${group(other)}`, group(other), group(y), group(x + d)],
      steps: [
        `Combine the logs: $\\log_{${a}} [x(x - ${d})] = ${n}$, so $x^2 - ${d}x = ${a}^{${n}} = ${a ** n}$.`,
        `$${polyTex([1, -d, -(a ** n)])} = 0$ factors as $(x - ${x})(x + ${-other}) = 0$, giving $x = ${x}$ or $x = ${other}$.`,
        `A logarithm needs a positive argument, so $x = ${other}$ (and $x - ${d} = ${other - d}$) is rejected. The answer is ${correct}.`,
      ],
      difficulty: 3,
      time: 2,
    };
  },
});

/** Pairs (x, y) with x·y = N, x > y ≥ 1, and a gap small enough for a readable equation. */
function productPairs(N: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let y = 1; y * y < N; y++) if (N % y === 0 && N / y - y <= 200) out.push([N / y, y]);
  return out;
}

export const LOGS: Record<number, string> = { 2: '0.3010', 3: '0.4771', 5: '0.6990', 6: '0.7782', 7: '0.8451' };

export const logDigits = defineTemplate({
  id: 'qa-algebra-log-digits',
  area: 'Algebra',
  topic: 'Logarithms',
  exams: CAT_XAT_SNAP,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const zeros = r.next() < 0.3;
        return { zeros, base: zeros ? r.pick([2, 5]) : r.pick([2, 3, 5, 6, 7]), n: r.int(15, 160) };
      },
      // skip exponents where the 4-figure log lands too near a whole number to be trusted
      (p) => {
        const prod = p.n * Number(LOGS[p.base]);
        const frac = prod - Math.floor(prod);
        return frac > 0.02 && frac < 0.98;
      },
    ),
  body: ({ zeros, base, n }) => {
    const L = LOGS[base];
    const prod = q(Math.round(n * Number(L) * 10000), 10000);
    const whole = Math.floor(prod.n / prod.d);
    if (zeros) {
      return {
        type: 'TITA',
        stem: phrasing(variant([base, n, 'zeros']), [
          `Given $\\log_{10} ${base} = ${L}$, how many zeros are there between the decimal point and the first non-zero digit of $\\left(\\frac{1}{${base}}\\right)^{${n}}$?`,
          `Take $\\log_{10} ${base} = ${L}$. When $\\left(\\frac{1}{${base}}\\right)^{${n}}$ is written as a decimal, how many zeros come right after the decimal point?`,
          `Using $\\log_{10} ${base} = ${L}$, find the number of zeros between the decimal point and the first significant digit of $${base}^{-${n}}$.`,
        ])[0],
        value: whole,
        steps: [
          `$\\log_{10} \\left(\\frac{1}{${base}}\\right)^{${n}} = -${n} \\times ${L} = -${tex(prod)}$.`,
          `So the number is $10^{-${tex(prod)}}$, which lies between $10^{-${whole + 1}}$ and $10^{-${whole}}$: its first significant digit is in decimal place ${whole + 1}.`,
          `That leaves ${whole} zeros after the decimal point.`,
        ],
        difficulty: 4,
        time: 2,
      };
    }
    return {
      type: 'TITA',
      stem: phrasing(variant([base, n, 'digits']), [
        `Given $\\log_{10} ${base} = ${L}$, how many digits are there in $${base}^{${n}}$?`,
        `Take $\\log_{10} ${base} = ${L}$. How many digits does $${base}^{${n}}$ have when written out in full?`,
        `Using $\\log_{10} ${base} = ${L}$, find the number of digits in the integer $${base}^{${n}}$.`,
        `If $\\log_{10} ${base} = ${L}$, how long (in digits) is the decimal form of $${base}^{${n}}$?`,
      ])[0],
      value: whole + 1,
      steps: [
        `$\\log_{10} ${base}^{${n}} = ${n} \\times ${L} = ${tex(prod)}$.`,
        `A number whose logarithm has integer part ${whole} lies between $10^{${whole}}$ and $10^{${whole + 1}}$, so it has $${whole} + 1 = ${whole + 1}$ digits.`,
      ],
      difficulty: 3,
      time: 1.5,
    };
  },
});

export const apSum = defineTemplate({
  id: 'qa-algebra-ap-sum',
  area: 'Algebra',
  topic: 'Progressions & Series',
  exams: ['CAT', 'XAT', 'NMAT', 'SNAP', 'CMAT'],
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        multiples: r.next() < 0.4,
        a: r.int(-20, 30),
        d: r.int(-6, 8),
        p: r.int(2, 10),
        gap: r.int(2, 12),
        n: r.int(10, 40),
        k: r.int(3, 19),
        range: r.pick(['two', 'three', 'mid'] as const),
      }),
      (p) => p.d !== 0,
    ),
  body: ({ multiples, a, d, p, gap, n, k, range }) => {
    if (multiples) {
      const [lo, hi, label] =
        range === 'two'
          ? [10, 99, 'two-digit numbers']
          : range === 'three'
            ? [100, 999, 'three-digit numbers']
            : [100, 500, 'integers from 100 to 500'];
      const first = Math.ceil(lo / k) * k;
      const last = Math.floor(hi / k) * k;
      const count = (last - first) / k + 1;
      const sum = (count * (first + last)) / 2;
      return {
        type: 'TITA',
        stem: `What is the sum of all ${label} that are divisible by ${k}?`,
        value: sum,
        steps: [
          `The multiples of ${k} run from ${first} to ${last}: an AP with common difference ${k}.`,
          `Number of terms $= \\frac{${last} - ${first}}{${k}} + 1 = ${count}$.`,
          `Sum $= \\frac{${count}}{2}(${first} + ${last}) = ${sum}$, i.e. ${group(sum)}.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    const qq = p + gap;
    const tp = a + (p - 1) * d;
    const tq = a + (qq - 1) * d;
    const sum = (n * (2 * a + (n - 1) * d)) / 2;
    return {
      type: 'TITA',
      stem: `The ${ordinal(p)} term of an arithmetic progression is ${group(tp)} and its ${ordinal(qq)} term is ${group(tq)}. What is the sum of its first ${n} terms?`,
      value: sum,
      steps: [
        `$T_{${qq}} - T_{${p}} = ${gap}d = ${tq} - (${tp}) = ${tq - tp}$, so $d = ${d}$.`,
        `$a = T_{${p}} - ${p - 1}d = ${tp} - (${(p - 1) * d}) = ${a}$.`,
        `$S_{${n}} = \\frac{${n}}{2}[2(${a}) + ${n - 1}(${d})] = ${sum}$, i.e. ${group(sum)}.`,
      ],
      difficulty: 2,
      time: 2,
    };
  },
});

export const gpInfinite = defineTemplate({
  id: 'qa-algebra-gp-infinite',
  area: 'Algebra',
  topic: 'Progressions & Series',
  exams: CAT_XAT_NMAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const den = r.int(2, 6);
        return { num: r.int(1 - den, den - 1), den, S: r.int(2, 60), askRatio: r.next() < 0.5 };
      },
      (p) => p.num !== 0 && gcd(p.num, p.den) === 1 && isInt(q(p.S * p.S * (p.den - p.num), p.den + p.num)),
    ),
  body: ({ num, den, S, askRatio }) => {
    const r = q(num, den);
    const a = mul(S, sub(1, r));
    const T = (S * S * (den - num)) / (den + num);
    const value = askRatio ? r : a;
    const correct = numText(value);
    const distractors = askRatio
      ? [numText(neg(r)), numText(div(1, r)), numText(q(T, S * S)), numText(sub(1, r))]
      : [numText(mul(S, add(1, r))), numText(mul(S, r)), numText(q(T, S)), numText(add(a, 1))];
    return {
      type: 'MCQ',
      stem: phrasing(variant([S, num, den, askRatio]), [
        `An infinite geometric progression has sum ${S}, and the sum of the squares of its terms is ${group(T)}. What is its ${askRatio ? 'common ratio' : 'first term'}?`,
        `The terms of an infinite geometric progression add up to ${S}, and their squares add up to ${group(T)}. Find the ${askRatio ? 'common ratio' : 'first term'}.`,
        `A convergent infinite geometric series sums to ${S}; the series formed by squaring each of its terms sums to ${group(T)}. What is the ${askRatio ? 'common ratio' : 'first term'} of the original series?`,
        `For an infinite GP, $a + ar + ar^2 + \\cdots = ${S}$ and $a^2 + a^2r^2 + a^2r^4 + \\cdots = ${T}$. What is ${askRatio ? 'the common ratio r' : 'the first term a'}?`,
      ])[0],
      correct,
      distractors,
      steps: [
        `With first term $a$ and ratio $r$: $\\frac{a}{1 - r} = ${S}$ and $\\frac{a^2}{1 - r^2} = ${T}$.`,
        `Squaring the first and dividing by the second: $\\frac{1 + r}{1 - r} = \\frac{${S * S}}{${T}}$, so $r = \\frac{${S * S} - ${T}}{${S * S} + ${T}} = ${tex(r)}$.`,
        `Then $a = ${S}(1 - r) = ${tex(a)}$. The ${askRatio ? 'common ratio' : 'first term'} is ${correct}.`,
      ],
      difficulty: 4,
      time: 2.5,
    };
  },
});

export const maxMin = defineTemplate({
  id: 'qa-algebra-maxima-minima',
  area: 'Algebra',
  topic: 'Maxima & Minima',
  exams: CAT_XAT_NMAT,
  draw: (rng) => ({
    kind: rng.pick(['amgm', 'vertex', 'product'] as const),
    m: rng.int(1, 5),
    s: rng.int(1, 4),
    t: rng.int(1, 6),
    p: rng.int(1, 3),
    h: rng.int(-5, 8),
    c: rng.int(-10, 20),
    S: 3 * rng.int(1, 12),
  }),
  body: ({ kind, m, s, t, p, h, c, S }) => {
    if (kind === 'amgm') {
      const a = m * s * s;
      const b = m * t * t;
      const value = 2 * m * s * t;
      return {
        type: 'MCQ',
        stem: `What is the minimum value of $${a === 1 ? '' : a}x + \\frac{${b}}{x}$ for $x > 0$?`,
        correct: group(value),
        distractors: [m * s * t, a + b, 4 * m * s * t, value + 1, value + 2].map((v) => group(v)),
        steps: [
          `By AM–GM, $${a}x + \\frac{${b}}{x} \\ge 2\\sqrt{${a}x \\cdot \\frac{${b}}{x}} = 2\\sqrt{${a * b}} = ${value}$.`,
          `Equality holds when $${a}x = \\frac{${b}}{x}$, i.e. $x = ${tex(q(t, s))}$, so the minimum ${value} is attained: ${group(value)}.`,
        ],
        difficulty: 3,
        time: 1.5,
      };
    }
    if (kind === 'vertex') {
      const coeffs = [-p, 2 * p * h, c];
      const value = c + p * h * h;
      return {
        type: 'MCQ',
        stem: `What is the maximum value of $${polyTex(coeffs)}$ over all real $x$?`,
        correct: group(value),
        distractors: [c, c + 2 * p * h * h, c - p * h * h, value - p, value + 1, value + 2, value - 2].map((v) =>
          group(v),
        ),
        steps: [
          `A downward parabola peaks at $x = -\\frac{b}{2a} = \\frac{${2 * p * h}}{${2 * p}} = ${h}$.`,
          `Value there: $${-p}(${h})^2 + (${2 * p * h})(${h}) + (${c}) = ${value}$, so the maximum is ${group(value)}.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    const value = (4 * S ** 3) / 27;
    return {
      type: 'MCQ',
      stem: `If $x$ and $y$ are positive real numbers with $x + y = ${S}$, what is the maximum value of $x^2 y$?`,
      correct: numText(value),
      distractors: [q(S ** 3, 8), q(S ** 3, 27), q(2 * S ** 3, 27), q(value + S)].map((v) => numText(v)),
      steps: [
        `Split $x$ into two halves: $\\frac{x}{2} + \\frac{x}{2} + y = ${S}$. By AM–GM, $\\frac{x}{2} \\cdot \\frac{x}{2} \\cdot y \\le \\left(\\frac{${S}}{3}\\right)^3 = ${S ** 3 / 27}$.`,
        `So $x^2 y \\le 4 \\times ${S ** 3 / 27} = ${value}$, with equality at $\\frac{x}{2} = y = ${S / 3}$, i.e. $x = ${(2 * S) / 3}$. The maximum is ${numText(value)}.`,
      ],
      difficulty: 4,
      time: 2,
    };
  },
});
