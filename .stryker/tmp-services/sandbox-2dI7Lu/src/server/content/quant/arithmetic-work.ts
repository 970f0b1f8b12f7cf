// @ts-nocheck
import { countOf, hoursText, tex } from './format.ts';
import { PEOPLE } from './names.ts';
import { add, div, isInt, lcm, type Q, q, sub, toNum } from './rational.ts';
import { ALL_EXAMS, defineTemplate, drawUntil, pickMany } from './template.ts';

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

export const workLeave = defineTemplate({
  id: 'qa-work-partner-leaves',
  area: 'Arithmetic',
  topic: 'Time & Work',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        a: r.int(6, 40),
        b: r.int(6, 40),
        k: r.int(2, 12),
        leavesEarly: r.next() < 0.5,
        names: pickMany(r, PEOPLE, 2),
        job: r.pick(['paint a house', 'tile a floor', 'build a boundary wall', 'type a manuscript', 'wire a building']),
      }),
      (p) => {
        if (p.a === p.b) return false;
        if (p.leavesEarly) {
          const total = q(p.a * (p.b + p.k), p.a + p.b);
          return isInt(total) && toNum(total) > p.k;
        }
        const done = add(q(p.k, p.a), q(p.k, p.b));
        const rest = sub(1, done);
        return rest.n > 0 && isInt(add(p.k, div(rest, q(1, p.b))));
      },
    ),
  body: ({ a, b, k, leavesEarly, names, job }) => {
    const [x, y] = names;
    const base = `${x} can ${job} in ${days(a)} and ${y} can do it in ${days(b)}.`;
    if (leavesEarly) {
      const total = (a * (b + k)) / (a + b);
      return {
        type: 'TITA',
        stem: `${base} They start together, but ${y} leaves ${days(k)} before the work is finished. In how many days is the work finished?`,
        value: total,
        steps: [
          `Let the work take $T$ days. ${x} works all $T$ days and ${y} works $T - ${k}$ days.`,
          `$\\frac{T}{${a}} + \\frac{T - ${k}}{${b}} = 1 \\Rightarrow ${b}T + ${a}(T - ${k}) = ${a * b} \\Rightarrow ${a + b}T = ${a * b + a * k}$.`,
          `So $T = ${total}$: the work is finished in ${days(total)}.`,
        ],
        difficulty: 3,
        time: 2.5,
      };
    }
    const L = lcm(a, b);
    const ra = L / a;
    const rb = L / b;
    const left = L - k * (ra + rb);
    const extra = left / rb;
    const total = k + extra;
    return {
      type: 'TITA',
      stem: `${base} They work together for ${days(k)}, after which ${x} leaves and ${y} finishes the rest alone. How many days in all does the work take?`,
      value: total,
      steps: [
        `Take the work as ${L} units: ${x} does ${countOf(ra, 'units')} a day and ${y} does ${rb}.`,
        `In ${days(k)} together they do $${k} \\times ${ra + rb} = ${k * (ra + rb)}$ units, leaving ${left}.`,
        `${y} needs $${left} \\div ${rb} = ${extra}$ more days, so the work takes $${k} + ${extra} = ${total}$ days.`,
      ],
      difficulty: 2,
      time: 2,
    };
  },
});

export const workEfficiency = defineTemplate({
  id: 'qa-work-efficiency',
  area: 'Arithmetic',
  topic: 'Time & Work',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        mandays: r.next() < 0.5,
        k: r.int(2, 5),
        t: r.int(2, 30),
        askFaster: r.next() < 0.5,
        names: pickMany(r, PEOPLE, 2),
        m1: r.int(4, 30),
        h1: r.int(5, 10),
        d1: r.int(6, 40),
        m2: r.int(4, 30),
        h2: r.int(5, 10),
        w1: r.pick([1, 1, 2, 3]),
        w2: r.pick([1, 2, 3, 4]),
      }),
      (p) => (p.mandays ? p.m1 !== p.m2 && (p.m1 * p.h1 * p.d1 * p.w2) % (p.m2 * p.h2 * p.w1) === 0 : p.t % p.k === 0),
    ),
  body: ({ mandays, k, t, askFaster, names, m1, h1, d1, m2, h2, w1, w2 }) => {
    if (!mandays) {
      const [x, y] = names;
      const fast = (t * (k + 1)) / k;
      const slow = t * (k + 1);
      const value = askFaster ? fast : slow;
      const correct = days(value);
      return {
        type: 'MCQ',
        stem: `${x} is ${k} times as efficient as ${y}. Working together, they finish a job in ${days(t)}. How many days would ${askFaster ? x : y} take to finish the job alone?`,
        correct,
        distractors: [days(askFaster ? slow : fast), days(t * k), days(value + t), days(value + 1)],
        steps: [
          `If ${y} does 1 unit a day, ${x} does ${k}; together ${k + 1} units a day.`,
          `The job is $${t} \\times ${k + 1} = ${t * (k + 1)}$ units.`,
          `${askFaster ? x : y} alone needs $${t * (k + 1)} \\div ${askFaster ? k : 1} = ${value}$, so the answer is ${correct}.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    const d2 = (m1 * h1 * d1 * w2) / (m2 * h2 * w1);
    const correct = days(d2);
    const job = (w: number) => `${w * 60} m of road`;
    const wrongInverse = q(m2 * h2 * d1 * w2, m1 * h1 * w1);
    const noHours = q(m1 * d1 * w2, m2 * w1);
    const candidates: string[] = [];
    for (const v of [wrongInverse, noHours, q(d2 + 2), q(d2 + 5)]) if (isInt(v) && v.n > 0) candidates.push(days(v.n));
    candidates.push(days(d2 + 1), days(d2 + 3));
    return {
      type: 'MCQ',
      stem: `${m1} workers, working ${h1} hours a day, lay ${job(w1)} in ${days(d1)}. How many days will ${m2} workers, working ${h2} hours a day, take to lay ${job(w2)}?`,
      correct,
      distractors: candidates,
      steps: [
        `Work done is proportional to workers × hours per day × days: $\\frac{M_1 H_1 D_1}{W_1} = \\frac{M_2 H_2 D_2}{W_2}$.`,
        `$\\frac{${m1} \\times ${h1} \\times ${d1}}{${w1 * 60}} = \\frac{${m2} \\times ${h2} \\times D_2}{${w2 * 60}}$.`,
        `$D_2 = \\frac{${m1 * h1 * d1} \\times ${w2 * 60}}{${w1 * 60} \\times ${m2 * h2}} = ${d2}$, i.e. ${correct}.`,
      ],
      difficulty: 2,
      time: 2,
    };
  },
});

const TANKS = ['an overhead tank', 'a cistern', 'a swimming pool', 'a water reservoir'];

function hoursOrNull(x: Q): string | null {
  return x.n > 0 && isInt(q(x.n * 60, x.d)) ? hoursText(x) : null;
}

export const pipes = defineTemplate({
  id: 'qa-work-pipes-cisterns',
  area: 'Arithmetic',
  topic: 'Time & Work',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const L = r.pick([12, 24, 30, 36, 40, 48, 60, 72, 90, 120]);
        const divisors = Array.from({ length: L }, (_, i) => i + 1).filter((d) => L % d === 0 && d >= 2 && d <= 40);
        return { L, a: r.pick(divisors), b: r.pick(divisors), c: r.pick(divisors), tank: r.pick(TANKS) };
      },
      (p) => {
        if (p.a === p.b || p.c <= Math.min(p.a, p.b)) return false;
        const net = p.L / p.a + p.L / p.b - p.L / p.c;
        return net > 0 && hoursOrNull(q(p.L, net)) !== null && p.L / net <= 48;
      },
    ),
  body: ({ L, a, b, c, tank }) => {
    const ra = L / a;
    const rb = L / b;
    const rc = L / c;
    const time = q(L, ra + rb - rc);
    const correct = hoursText(time);
    const candidates = [q(L, ra + rb + rc), q(L, ra + rb), add(time, 1), add(time, q(1, 2)), sub(time, q(1, 2))]
      .map(hoursOrNull)
      .filter((s): s is string => s !== null);
    return {
      type: 'MCQ',
      subtopic: 'Pipes & Cisterns',
      stem: `Pipes A and B can fill ${tank} in ${a} hours and ${b} hours respectively, while pipe C can empty the full tank in ${c} hours. If all three pipes are opened together when the tank is empty, how long will it take to fill it?`,
      correct,
      distractors: candidates,
      steps: [
        `Take the capacity as ${L} units (a multiple of ${a}, ${b} and ${c}). A fills ${countOf(ra, 'units')} an hour, B fills ${rb} and C empties ${rc}.`,
        `Net filling rate $= ${ra} + ${rb} - ${rc} = ${ra + rb - rc}$ units an hour.`,
        `Time $= \\frac{${L}}{${ra + rb - rc}} = ${tex(time)}$ hours, i.e. ${correct}.`,
      ],
      difficulty: 2,
      time: 2,
    };
  },
});
