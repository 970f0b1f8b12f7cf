// @ts-nocheck
import { numText, tex } from './format.ts';
import { CITIES, PEOPLE } from './names.ts';
import { add, div, gcd, lcm, mul, q, sub } from './rational.ts';
import { ALL_EXAMS, defineTemplate, drawUntil, phrasing, pickMany, variant } from './template.ts';

const TSD = 'Time, Speed & Distance';

export const trains = defineTemplate({
  id: 'qa-tsd-trains',
  area: 'Arithmetic',
  topic: TSD,
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        kind: r.pick(['platform', 'opposite', 'same'] as const),
        l1: 10 * r.int(8, 40),
        l2: 10 * r.int(8, 40),
        s1: 18 * r.int(2, 7),
        s2: 18 * r.int(1, 6),
        city: r.pick(CITIES),
      }),
      (p) => {
        const v = p.kind === 'platform' ? p.s1 : p.kind === 'opposite' ? p.s1 + p.s2 : p.s1 - p.s2;
        return v > 0 && ((p.l1 + p.l2) * 18) % (v * 5) === 0;
      },
    ),
  body: ({ kind, l1, l2, s1, s2, city }) => {
    const v = kind === 'platform' ? s1 : kind === 'opposite' ? s1 + s2 : s1 - s2;
    const ms = (v * 5) / 18;
    const t = (l1 + l2) / ms;
    const stem =
      kind === 'platform'
        ? `A train ${l1} m long, running at ${s1} km/h, crosses a platform ${l2} m long at ${city} station. How many seconds does it take to cross the platform completely?`
        : `Two trains, ${l1} m and ${l2} m long, run on parallel tracks ${kind === 'opposite' ? 'in opposite directions' : 'in the same direction'} at ${s1} km/h and ${s2} km/h. How many seconds does the ${kind === 'opposite' ? 'crossing take from the moment they meet' : 'faster train take to overtake the slower one completely'}?`;
    const relative =
      kind === 'platform'
        ? `The train must cover its own length plus the platform: $${l1} + ${l2} = ${l1 + l2}$ m at ${s1} km/h.`
        : `${kind === 'opposite' ? 'Opposite directions add speeds' : 'Same direction subtracts speeds'}: relative speed $= ${kind === 'opposite' ? `${s1} + ${s2}` : `${s1} - ${s2}`} = ${v}$ km/h, over a distance of $${l1} + ${l2} = ${l1 + l2}$ m.`;
    return {
      type: 'TITA',
      subtopic: 'Trains',
      stem,
      value: t,
      steps: [
        relative,
        `$${v}$ km/h $= ${v} \\times \\frac{5}{18} = ${ms}$ m/s.`,
        `Time $= \\frac{${l1 + l2}}{${ms}} = ${t}$ seconds.`,
      ],
      difficulty: kind === 'platform' ? 1 : 2,
      time: 1.5,
    };
  },
});

export const boats = defineTemplate({
  id: 'qa-tsd-boats-streams',
  area: 'Arithmetic',
  topic: TSD,
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        b: r.int(5, 30),
        s: r.int(1, 12),
        t1: r.int(1, 6),
        t2: r.int(1, 6),
        total: r.int(2, 20),
        kind: r.pick(['stream', 'boat', 'round'] as const),
        river: r.pick(['the Ganga', 'the Narmada', 'the Godavari', 'the Brahmaputra', 'a canal']),
      }),
      // Real rivers flow at a few km/h, well below a boat's own speed.
      (p) =>
        p.s <= 8 && 2 * p.s <= p.b && (p.kind !== 'round' || (p.total * (p.b * p.b - p.s * p.s)) % (2 * p.b) === 0),
    ),
  body: ({ b, s, t1, t2, total, kind, river }) => {
    const hrs = (h: number) => `${h} hour${h === 1 ? '' : 's'}`;
    if (kind === 'round') {
      const d = (total * (b * b - s * s)) / (2 * b);
      return {
        type: 'TITA',
        subtopic: 'Boats & Streams',
        stem: `A motorboat whose speed in still water is ${b} km/h goes some distance downstream on ${river} and comes back to the starting point. The stream flows at ${s} km/h and the round trip takes ${hrs(total)}. How far (in km) did the boat go downstream?`,
        value: d,
        steps: [
          `Downstream speed $= ${b} + ${s} = ${b + s}$ km/h; upstream speed $= ${b} - ${s} = ${b - s}$ km/h.`,
          `$\\frac{D}{${b + s}} + \\frac{D}{${b - s}} = ${total} \\Rightarrow D \\cdot \\frac{${2 * b}}{${(b + s) * (b - s)}} = ${total}$.`,
          `$D = \\frac{${total} \\times ${(b + s) * (b - s)}}{${2 * b}} = ${tex(d)}$ km, i.e. ${numText(d)}.`,
        ],
        difficulty: 3,
        time: 2.5,
      };
    }
    const up = (b - s) * t1;
    const down = (b + s) * t2;
    const value = kind === 'stream' ? s : b;
    return {
      type: 'TITA',
      subtopic: 'Boats & Streams',
      stem: `A boat on ${river} covers ${up} km upstream in ${hrs(t1)} and ${down} km downstream in ${hrs(t2)}. What is the speed ${kind === 'stream' ? 'of the stream' : 'of the boat in still water'} (in km/h)?`,
      value,
      steps: [
        `Upstream speed $= ${up} \\div ${t1} = ${b - s}$ km/h; downstream speed $= ${down} \\div ${t2} = ${b + s}$ km/h.`,
        kind === 'stream'
          ? `Stream speed is half the difference: $\\frac{${b + s} - ${b - s}}{2} = ${s}$ km/h.`
          : `Boat speed is half the sum: $\\frac{${b + s} + ${b - s}}{2} = ${b}$ km/h.`,
      ],
      difficulty: 2,
      time: 1.5,
    };
  },
});

export const races = defineTemplate({
  id: 'qa-tsd-races',
  area: 'Arithmetic',
  topic: TSD,
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const len = r.pick([100, 200, 400, 500, 1000]);
        return {
          len,
          x: r.int(1, len / 5),
          y: r.int(1, len / 5),
          names: pickMany(r, PEOPLE, 3),
        };
      },
      (p) => (p.x * p.y * 10) % p.len === 0 && p.x !== p.y,
    ),
  body: ({ len, x, y, names }) => {
    const [a, b, c] = names;
    const cRuns = mul(len - x, q(len - y, len));
    const beat = sub(len, cRuns);
    const m = (v: number | ReturnType<typeof q>) => `${numText(v)} m`;
    const correct = m(beat);
    return {
      type: 'MCQ',
      subtopic: 'Races',
      stem: (() => {
        const [event, ask] = phrasing(
          variant([len, x, y]),
          [
            `In a ${len} m race, ${a} beats ${b} by ${x} m, and ${b} beats ${c} by ${y} m.`,
            `Over ${len} m, ${a} finishes ${x} m ahead of ${b}, while ${b} finishes ${y} m ahead of ${c}.`,
            `At a school sports day, ${a} beats ${b} by ${x} m in a ${len} m sprint; in the same event ${b} beats ${c} by ${y} m.`,
            `Three cyclists race over ${len} m on a velodrome: ${a} wins against ${b} by ${x} m, and ${b} against ${c} by ${y} m.`,
            `When ${a} crosses the ${len} m finish line, ${b} is ${x} m behind; when ${b} finishes ${len} m, ${c} is ${y} m behind.`,
          ],
          [
            `By how many metres does ${a} beat ${c} in a ${len} m race?`,
            `If all three run at constant speeds, how far behind ${a} is ${c} when ${a} finishes?`,
            `Assuming steady speeds, by what margin (in metres) would ${a} beat ${c} over ${len} m?`,
          ],
        );
        return `${event} ${ask}`;
      })(),
      correct,
      distractors: [m(x + y), m(add(x + y, q(x * y, len))), m(Math.abs(x - y)), m(add(beat, 2)), m(sub(beat, 1))],
      steps: [
        `When ${a} runs ${len} m, ${b} runs $${len} - ${x} = ${len - x}$ m.`,
        `${c} runs ${len - y} m for every ${len} m of ${b}, so when ${b} has run ${len - x} m, ${c} has run $${len - x} \\times \\frac{${len - y}}{${len}} = ${tex(cRuns)}$ m.`,
        `${a} beats ${c} by $${len} - ${tex(cRuns)} = ${tex(beat)}$ m, i.e. ${correct}.`,
      ],
      difficulty: 3,
      time: 2,
    };
  },
});

export const circularTrack = defineTemplate({
  id: 'qa-tsd-circular-track',
  area: 'Arithmetic',
  topic: TSD,
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        len: 10 * r.int(20, 120),
        a: r.int(2, 12),
        b: r.int(2, 12),
        kind: r.pick(['opposite', 'same', 'start', 'points'] as const),
        towards: r.next() < 0.5,
        names: pickMany(r, PEOPLE, 2),
      }),
      (p) => {
        if (p.a <= p.b) return false;
        if (p.kind === 'opposite') return p.len % (p.a + p.b) === 0;
        if (p.kind === 'same') return p.len % (p.a - p.b) === 0;
        if (p.kind === 'start') return p.len % p.a === 0 && p.len % p.b === 0 && lcm(p.len / p.a, p.len / p.b) <= 3600;
        return true;
      },
    ),
  body: ({ len, a, b, kind, towards, names }) => {
    const [x, y] = names;
    const intro = `${x} and ${y} start running together from the same point on a circular track ${len} m long, at ${a} m/s and ${b} m/s respectively`;
    if (kind === 'points') {
      const g = gcd(a, b);
      const opposite = towards;
      const pts = opposite ? (a + b) / g : (a - b) / g;
      return {
        type: 'TITA',
        subtopic: 'Circular Tracks',
        stem: `${intro}, ${opposite ? 'in opposite directions' : 'in the same direction'}. If they keep running indefinitely, at how many distinct points on the track will they meet?`,
        value: pts,
        steps: [
          g === 1
            ? `Their speeds are in the ratio $${a} : ${b}$, already in lowest terms.`
            : `Their speeds are in the ratio $${a} : ${b} = ${a / g} : ${b / g}$ in lowest terms.`,
          `Runners with speeds in the ratio $p : q$ (lowest terms) meet at ${opposite ? '$p + q$' : '$|p - q|$'} distinct points when running in ${opposite ? 'opposite directions' : 'the same direction'}.`,
          `So they meet at $${opposite ? `${a / g} + ${b / g}` : `${a / g} - ${b / g}`} = ${pts}$ distinct point${pts === 1 ? '' : 's'}.`,
        ],
        difficulty: 4,
        time: 2,
      };
    }
    if (kind === 'start') {
      const ta = len / a;
      const tb = len / b;
      const t = lcm(ta, tb);
      return {
        type: 'TITA',
        subtopic: 'Circular Tracks',
        stem: `${intro}. After how many seconds will they be together at the starting point for the first time?`,
        value: t,
        steps: [
          `${x} completes a lap every $${len} \\div ${a} = ${ta}$ s and ${y} every $${len} \\div ${b} = ${tb}$ s.`,
          `Both are at the start together at common multiples of the lap times; the first is $\\text{LCM}(${ta}, ${tb}) = ${t}$ seconds.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    const rel = kind === 'opposite' ? a + b : a - b;
    const t = len / rel;
    return {
      type: 'TITA',
      subtopic: 'Circular Tracks',
      stem: `${intro}, ${kind === 'opposite' ? 'in opposite directions' : 'in the same direction'}. After how many seconds will they meet for the first time?`,
      value: t,
      steps: [
        kind === 'opposite'
          ? `Running towards each other, together they close the ${len} m gap at $${a} + ${b} = ${rel}$ m/s.`
          : `${x} must gain one full lap (${len} m) on ${y}, at a relative speed of $${a} - ${b} = ${rel}$ m/s.`,
        `Time $= ${len} \\div ${rel} = ${t}$ seconds.`,
      ],
      difficulty: kind === 'opposite' ? 1 : 2,
      time: 1.5,
    };
  },
});

export const averageSpeed = defineTemplate({
  id: 'qa-tsd-average-speed',
  area: 'Arithmetic',
  topic: TSD,
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        kind: r.pick(['two', 'two', 'three', 'times'] as const),
        u: 5 * r.int(4, 16),
        v: 5 * r.int(4, 16),
        w: 5 * r.int(4, 16),
        t1: r.int(1, 5),
        t2: r.int(1, 5),
        name: r.pick(PEOPLE),
        from: r.pick(CITIES),
      }),
      (p) => {
        if (p.u === p.v || p.v === p.w || p.u === p.w) return false;
        // keep the answer's fraction readable: denominator at most 12
        const speeds = p.kind === 'three' ? [p.u, p.v, p.w] : [p.u, p.v];
        const D = speeds.reduce((acc, s) => lcm(acc, s), 1);
        const T = speeds.reduce((acc, s) => acc + D / s, 0);
        return p.kind === 'times' ? p.t1 !== p.t2 : q(speeds.length * D, T).d <= 12;
      },
    ),
  body: ({ kind, u, v, w, t1, t2, name, from }) => {
    const kmh = (x: number | ReturnType<typeof q>) => `${numText(x, { mixed: true })} km/h`;
    if (kind === 'times') {
      const avg = q(u * t1 + v * t2, t1 + t2);
      const correct = kmh(avg);
      return {
        type: 'MCQ',
        stem: `${name} drives out of ${from} for ${t1} hour${t1 === 1 ? '' : 's'} at ${u} km/h and then for ${t2} hour${t2 === 1 ? '' : 's'} at ${v} km/h. What is the average speed for the whole drive?`,
        correct,
        distractors: [
          kmh(q(u + v, 2)),
          kmh(q(2 * u * v, u + v)),
          kmh(q(u * t2 + v * t1, t1 + t2)),
          kmh(add(avg, 5)),
          kmh(sub(avg, 5)),
        ],
        steps: [
          `Distance $= ${u} \\times ${t1} + ${v} \\times ${t2} = ${u * t1 + v * t2}$ km in $${t1} + ${t2} = ${t1 + t2}$ hours.`,
          `Average speed $= \\frac{${u * t1 + v * t2}}{${t1 + t2}} = ${tex(avg)}$ km/h, i.e. ${correct}.`,
        ],
        difficulty: 1,
        time: 1.5,
      };
    }
    const speeds = kind === 'two' ? [u, v] : [u, v, w];
    const n = speeds.length;
    const D = speeds.reduce((acc, s) => lcm(acc, s), 1);
    const timeTotal = speeds.reduce((acc, s) => acc + D / s, 0);
    const avg = q(n * D, timeTotal);
    const correct = kmh(avg);
    const mean = q(
      speeds.reduce((acc, s) => acc + s, 0),
      n,
    );
    const stem =
      n === 2
        ? `${name} drives from ${from} to a nearby town at ${u} km/h and returns by the same road at ${v} km/h. What is the average speed for the round trip?`
        : `${name} covers three equal stretches of a highway out of ${from} at ${u} km/h, ${v} km/h and ${w} km/h respectively. What is the average speed for the whole journey?`;
    return {
      type: 'MCQ',
      stem,
      correct,
      distractors: [kmh(mean), kmh(q(n * D, timeTotal + 1)), kmh(q(n * D, timeTotal - 1)), kmh(div(add(mean, avg), 2))],
      steps: [
        `Average speed is total distance over total time, not the mean of the speeds. Assume each stretch is ${D} km (a multiple of every speed) to keep the numbers whole.`,
        `Times: ${speeds.map((s) => `$${D} \\div ${s} = ${D / s}$ h`).join(', ')}; total $${timeTotal}$ h for $${n * D}$ km.`,
        `Average speed $= \\frac{${n * D}}{${timeTotal}} = ${tex(avg)}$ km/h, i.e. ${correct}.`,
      ],
      difficulty: n === 2 ? 2 : 3,
      time: n === 2 ? 1.5 : 2,
    };
  },
});
