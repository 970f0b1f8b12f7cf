// @ts-nocheck
import { inr, tex } from './format.ts';
import { PEOPLE } from './names.ts';
import { mul, q, sub } from './rational.ts';
import { ALL_EXAMS, defineTemplate, drawUntil, phrasing, variant } from './template.ts';

export const ciSiDifference = defineTemplate({
  id: 'qa-interest-ci-si-difference',
  area: 'Arithmetic',
  topic: 'SI & CI',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        principal: 100 * r.int(10, 600),
        rate: r.pick([4, 5, 6, 8, 10, 12, 15, 20, 25]),
        years: r.next() < 0.6 ? 2 : 3,
        askSum: r.next() < 0.65,
      }),
      (p) =>
        p.years === 2
          ? (p.principal * p.rate * p.rate) % 10000 === 0
          : (p.principal * p.rate * p.rate * (300 + p.rate)) % 1_000_000 === 0,
    ),
  body: ({ principal, rate, years, askSum }) => {
    const diff = years === 2 ? (principal * rate * rate) / 10000 : (principal * rate * rate * (300 + rate)) / 1_000_000;
    const formula =
      years === 2
        ? `D = P\\left(\\frac{${rate}}{100}\\right)^2`
        : `D = P\\left(\\frac{${rate}}{100}\\right)^2\\left(3 + \\frac{${rate}}{100}\\right)`;
    const factor = years === 2 ? q(rate * rate, 10000) : q(rate * rate * (300 + rate), 1_000_000);
    const steps = [
      `For ${years} years at r% compounded annually, CI − SI $= P\\left(\\frac{r}{100}\\right)^2${years === 3 ? '\\left(3 + \\frac{r}{100}\\right)' : ''}$: the extra is interest earned on interest.`,
      `Here $${formula} = P \\times ${tex(factor)}$.`,
    ];
    if (askSum) steps.push(`So $P = ${diff} \\div ${tex(factor)} = ${principal}$, i.e. the sum is ${inr(principal)}.`);
    else steps.push(`So $D = ${principal} \\times ${tex(factor)} = ${tex(diff)}$, i.e. ${inr(diff)}.`);
    return {
      type: 'TITA',
      stem: askSum
        ? phrasing(variant([principal, rate, years]), [
            `The difference between the compound interest (compounded annually) and the simple interest on a certain sum at ${rate}% per annum for ${years} years is ${inr(diff)}. What is the sum (in ₹)?`,
            `A sum earns ${inr(diff)} more as compound interest, compounded annually, than as simple interest at ${rate}% per annum over ${years} years. What is the sum (in ₹)?`,
            `Two friends lend equal sums for ${years} years at ${rate}% per annum, one at simple interest and one at interest compounded annually. The second earns ${inr(diff)} more. How much (in ₹) did each lend?`,
            `At ${rate}% per annum for ${years} years, compounding annually instead of charging simple interest adds ${inr(diff)} to the interest on a loan. What is the loan (in ₹)?`,
          ])[0]
        : phrasing(variant([principal, rate, years]), [
            `What is the difference (in ₹) between the compound interest, compounded annually, and the simple interest on ${inr(principal)} at ${rate}% per annum for ${years} years?`,
            `How much more (in ₹) does ${inr(principal)} earn in ${years} years at ${rate}% per annum if interest is compounded annually rather than simple?`,
            `A bank offers ${rate}% per annum on ${inr(principal)} for ${years} years, either as simple interest or compounded annually. By how many rupees does the compound option pay more?`,
            `${inr(principal)} is deposited for ${years} years at ${rate}% per annum. What is the gap (in ₹) between the compound interest (annual compounding) and the simple interest?`,
          ])[0],
      value: askSum ? principal : diff,
      tolerance: 0,
      steps,
      difficulty: years === 2 ? 2 : 3,
      time: years === 2 ? 2 : 2.5,
    };
  },
});

const SAVERS = ['deposits', 'invests', 'places'] as const;

export const compoundInterest = defineTemplate({
  id: 'qa-interest-compound',
  area: 'Arithmetic',
  topic: 'SI & CI',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const half = r.next() < 0.45;
        return {
          half,
          principal: 1000 * r.int(2, 80),
          rate: half ? r.pick([10, 20]) : r.pick([5, 10, 20]),
          years: half ? r.int(1, 2) : r.int(2, 3),
          name: r.pick(PEOPLE),
          verb: r.pick(SAVERS),
        };
      },
      (p) => {
        const i = p.half ? p.rate / 2 : p.rate;
        const n = p.half ? 2 * p.years : p.years;
        return (p.principal * (100 + i) ** n) % 100 ** n === 0;
      },
    ),
  body: ({ half, principal, rate, years, name, verb }) => {
    const i = half ? rate / 2 : rate;
    const n = half ? 2 * years : years;
    const amount = (principal * (100 + i) ** n) / 100 ** n;
    const ci = amount - principal;
    const annual = sub(mul(principal, q((100 + rate) ** years, 100 ** years)), principal);
    const oneLess = sub(mul(principal, q((100 + i) ** (n - 1), 100 ** (n - 1))), principal);
    const oneMore = sub(mul(principal, q((100 + i) ** (n + 1), 100 ** (n + 1))), principal);
    const correct = inr(ci);
    return {
      type: 'MCQ',
      stem: `${name} ${verb} ${inr(principal)} in a bank that pays ${rate}% per annum compound interest, compounded ${half ? 'half-yearly' : 'annually'}. What is the compound interest earned at the end of ${years} year${years === 1 ? '' : 's'}?`,
      correct,
      distractors: [
        inr((principal * rate * years) / 100),
        half ? inr(annual) : inr(oneMore),
        inr(amount),
        inr(oneLess),
        inr(ci + 100),
        inr(ci - 50),
      ],
      steps: [
        half
          ? `Compounded half-yearly: the rate per half-year is $${rate} \\div 2 = ${i}\\%$ and there are $${years} \\times 2 = ${n}$ periods.`
          : `Compounded annually: ${i}% per period for ${n} periods.`,
        `Amount $= ${principal}\\left(1 + \\frac{${i}}{100}\\right)^{${n}} = ${amount}$.`,
        `Compound interest $= ${amount} - ${principal} = ${ci}$, i.e. ${correct}.`,
      ],
      difficulty: half ? 3 : 2,
      time: 2,
    };
  },
});

export const simpleTwoAmounts = defineTemplate({
  id: 'qa-interest-simple-two-amounts',
  area: 'Arithmetic',
  topic: 'SI & CI',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const t1 = r.int(2, 5);
        return {
          principal: 500 * r.int(2, 60),
          rate: r.int(2, 15),
          t1,
          t2: t1 + r.int(1, 5),
          askRate: r.next() < 0.5,
        };
      },
      (p) => (p.principal * p.rate * p.t1) % 100 === 0 && (p.principal * p.rate * p.t2) % 100 === 0,
    ),
  body: ({ principal, rate, t1, t2, askRate }) => {
    const perYear = (principal * rate) / 100;
    const a1 = principal + perYear * t1;
    const a2 = principal + perYear * t2;
    const steps = [
      `The extra ${t2 - t1} year${t2 - t1 === 1 ? '' : 's'} add ${inr(a2 - a1)} of interest, so the interest per year is $${a2 - a1} \\div ${t2 - t1} = ${perYear}$.`,
      `Interest for ${t1} years $= ${t1} \\times ${perYear} = ${perYear * t1}$, so the principal is $${a1} - ${perYear * t1} = ${principal}$.`,
    ];
    if (askRate)
      steps.push(`Rate $= \\frac{${perYear}}{${principal}} \\times 100 = ${rate}\\%$ per annum. Answer: ${rate}.`);
    else steps[1] += ` The sum is ${inr(principal)}.`;
    return {
      type: 'TITA',
      stem: (() => {
        const [data, ask] = phrasing(
          variant([a1, t1, a2, t2]),
          [
            `A sum of money lent at simple interest amounts to ${inr(a1)} in ${t1} years and to ${inr(a2)} in ${t2} years.`,
            `At simple interest, a deposit grows to ${inr(a1)} after ${t1} years and to ${inr(a2)} after ${t2} years.`,
            `A loan at simple interest is worth ${inr(a1)} after ${t1} years and ${inr(a2)} after ${t2} years, nothing having been repaid.`,
            `An investment earning simple interest stands at ${inr(a1)} at the end of year ${t1} and at ${inr(a2)} at the end of year ${t2}.`,
          ],
          askRate
            ? ['What is the rate of interest (in % per annum)?', 'At what rate per cent per annum is interest charged?']
            : ['What is the sum (in ₹)?', 'What was the principal (in ₹)?'],
        );
        return `${data} ${ask}`;
      })(),
      value: askRate ? rate : principal,
      steps,
      difficulty: askRate ? 2 : 1,
      time: 1.5,
    };
  },
});
