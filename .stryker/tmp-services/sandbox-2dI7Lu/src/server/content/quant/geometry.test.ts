// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { group, inr } from './format.ts';
import { circleChord, circleTangents, heights } from './geometry-circles.ts';
import { coordinateArea, coordinateLines } from './geometry-coordinates.ts';
import { linesAngles, polygonAngles, rightTriangle } from './geometry-shapes.ts';
import { gardenPath, meltRecast, paintedCube, rhombus } from './geometry-solids.ts';
import { heronArea, similarTriangles } from './geometry-triangles.ts';
import { close, keyed, parseNumber, SEEDS, sample } from './test-support.ts';

type P = [number, number];
const dist = (a: P, b: P) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const shoelace = (pts: P[]) =>
  Math.abs(pts.reduce((s, p, i) => s + p[0] * pts[(i + 1) % pts.length][1] - pts[(i + 1) % pts.length][0] * p[1], 0)) /
  2;
const ints = (text: string) => [...text.replace(/−/g, '-').matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
const value = (text: string | number) => (typeof text === 'number' ? text : parseNumber(text));

describe('polygons, lines and angles', () => {
  it('polygon answers come from trying every side count and listing diagonals', () => {
    for (const seed of SEEDS) {
      const { d } = sample(polygonAngles, seed);
      const nums = ints(d.stem);
      let n = 0;
      for (let s = 3; s <= 400 && !n; s++) {
        const interior = ((s - 2) * 180) / s;
        if (d.stem.includes('times each of its exterior') || d.stem.includes('equal to each'))
          n = close(interior, (d.stem.includes('equal to') ? 1 : nums[0]) * (360 / s)) ? s : 0;
        else if (d.stem.includes('Each interior angle')) n = close(interior, nums[0]) ? s : 0;
        else if (d.stem.includes('Each exterior angle')) n = close(360 / s, nums[0]) ? s : 0;
        else n = (s - 2) * 180 === Number(/add up to ([\d,]+)/.exec(d.stem)![1].replace(/,/g, '')) ? s : 0;
      }
      let diagonals = 0;
      for (let i = 0; i < n; i++) for (let j = i + 2; j < n; j++) if (!(i === 0 && j === n - 1)) diagonals++;
      let angleSum = 0;
      for (let i = 0; i < n; i++) angleSum += 180 - 360 / n; // add each interior angle
      const expected = d.stem.includes('How many sides')
        ? n
        : d.stem.includes('sum of its interior')
          ? Math.round(angleSum)
          : diagonals;
      expect(keyed(d)).toBe(expected);
    }
  });

  it('transversal angle answers satisfy the angle relation', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(linesAngles, seed);
      // A zero constant is typeset away: (4x + 0)° reads 4x°.
      const [[a, b], [c, dd]] = [...d.stem.matchAll(/\(?(\d*)x(?: ([-+]) (\d+)\))?°/g)].map((m) => [
        Number(m[1] || 1),
        m[3] === undefined ? 0 : (m[2] === '-' ? -1 : 1) * Number(m[3]),
      ]);
      const hits: number[] = [];
      for (let x = 0; x <= 90; x++) {
        const s = a * x + b + (c * x + dd);
        if (d.stem.includes('co-interior') ? s === 180 : a * x + b === c * x + dd) hits.push(x);
      }
      expect(hits).toHaveLength(1);
      expect(String(keyed(d))).toBe(p.askAngle ? `${a * hits[0] + b}°` : String(hits[0]));
    }
  });
});

describe('triangles', () => {
  it('right-triangle lengths match coordinate geometry', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(rightTriangle, seed);
      const [a, b] = [...d.stem.matchAll(/(\d+) cm/g)].map((m) => Number(m[1]));
      const O: P = [0, 0];
      const A: P = [a, 0];
      const B: P = [0, b];
      const c = dist(A, B);
      const area = shoelace([O, A, B]);
      // foot of the perpendicular from O onto AB
      const t = (a * a) / (c * c);
      const foot: P = [a + t * (0 - a), t * b];
      const expected = {
        altitude: dist(O, foot),
        inradius: area / ((a + b + c) / 2),
        circumradius: dist(A, B) / 2,
        segment: dist(A, foot),
      }[p.ask];
      expect(close(value(String(keyed(d))), expected)).toBe(true);
    }
  });

  it('Heron areas match a coordinate construction', () => {
    for (const seed of SEEDS) {
      const { d } = sample(heronArea, seed);
      const [a, b, c] = ints(d.stem);
      const x = (c * c + b * b - a * a) / (2 * c);
      const y = Math.sqrt(b * b - x * x);
      expect(
        close(
          shoelace([
            [0, 0],
            [c, 0],
            [x, y],
          ]),
          keyed(d) as number,
        ),
      ).toBe(true);
    }
  });

  it('similar-triangle answers match areas of placed points', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(similarTriangles, seed);
      const t = p.m + p.n;
      const A: P = [0, 0];
      const B: P = [t, 0];
      const C: P = [2.5, 3.7];
      const D: P = [(B[0] * p.m) / t, 0];
      const E: P = [(C[0] * p.m) / t, (C[1] * p.m) / t];
      const small = shoelace([A, D, E]);
      const trap = shoelace([D, B, C, E]);
      const key = String(keyed(d));
      if (p.ask === 'ratio') {
        const [x, y] = key.split(' : ').map(Number);
        expect(close(x / y, small / trap)).toBe(true);
      } else if (p.ask === 'area') {
        const abc = ints(d.stem).at(-1)!;
        expect(close(value(key), (abc * trap) / shoelace([A, B, C]))).toBe(true);
      } else {
        expect(close(value(key), (p.bc * dist(D, E)) / dist(B, C))).toBe(true);
      }
    }
  });
});

describe('circles and trigonometry', () => {
  it('chord answers match intersecting lines with the circle', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(circleChord, seed);
      const n = ints(d.stem);
      const chordAt = (r: number, h: number) => 2 * Math.sqrt(r * r - h * h);
      let expected: number;
      if (p.kind === 'chord') expected = chordAt(n[0], n[1]);
      else if (p.kind === 'distance') {
        // The wording varies: the radius is the number after "radius", the chord the other one.
        const r = Number(/radius (\d+)/.exec(d.stem)?.[1]);
        const len = n.find((x) => x !== r) ?? r;
        // scan heights until the horizontal line cuts a chord of the stated length
        expected = Number.NaN;
        for (let h = 0; h <= r; h += 0.5) if (close(chordAt(r, h), len)) expected = h;
      } else if (p.kind === 'radius') expected = Math.hypot(n[0] / 2, n[1]);
      else {
        const [r, l1, l2] = n;
        const h1 = Math.sqrt(r * r - (l1 / 2) ** 2);
        const h2 = Math.sqrt(r * r - (l2 / 2) ** 2);
        expected = p.opposite ? h1 + h2 : Math.abs(h1 - h2);
      }
      expect(close(keyed(d) as number, expected)).toBe(true);
    }
  });

  it('common tangent length matches the distance between the points of contact', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(circleTangents, seed);
      const [rBig, rSmall, dd] = ints(d.stem);
      // normal n with n·C2 = r1 ∓ r2 for C1 = origin, C2 = (dd, 0)
      const nx = (p.direct ? rBig - rSmall : rBig + rSmall) / dd;
      const ny = Math.sqrt(1 - nx * nx);
      const t1: P = [rBig * nx, rBig * ny];
      const t2: P = p.direct ? [dd + rSmall * nx, rSmall * ny] : [dd - rSmall * nx, -rSmall * ny];
      expect(close(value(String(keyed(d))), dist(t1, t2))).toBe(true);
    }
  });

  it('heights and distances agree with the trigonometric functions', () => {
    const rad = (deg: number) => (deg * Math.PI) / 180;
    for (const seed of SEEDS) {
      const { p, d } = sample(heights, seed);
      const n = ints(d.stem);
      let expected: number;
      if (p.kind === 'single') expected = n[0] * Math.tan(rad(n[1]));
      else if (p.kind === 'ladder') expected = n[0] * Math.sin(rad(n[1]));
      else {
        // bisection on the foot distance f of the nearer point: h = f·tan60 and (f + gap)·tan30 = h
        const gap = n[0];
        let lo = 0;
        let hi = 10_000;
        for (let i = 0; i < 200; i++) {
          const f = (lo + hi) / 2;
          if (f * Math.tan(rad(60)) < (f + gap) * Math.tan(rad(30))) lo = f;
          else hi = f;
        }
        expected = p.askNear ? lo : lo * Math.tan(rad(60));
      }
      expect(close(value(String(keyed(d))), expected, 1e-7)).toBe(true);
    }
  });
});

describe('coordinate geometry', () => {
  it('areas and collinearity match Heron and a search for k', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(coordinateArea, seed);
      const [x1, y1, x2, y2, x3, y3] = p.v;
      if (p.collinear) {
        const hits: number[] = [];
        for (let k = -300; k <= 300; k++) if ((x2 - x1) * (k - y1) === (y2 - y1) * (x3 - x1)) hits.push(k);
        expect(hits).toEqual([keyed(d)]);
      } else {
        const [a, b, c] = [dist([x1, y1], [x2, y2]), dist([x2, y2], [x3, y3]), dist([x1, y1], [x3, y3])];
        const s = (a + b + c) / 2;
        expect(close(Math.sqrt(s * (s - a) * (s - b) * (s - c)), keyed(d) as number, 1e-6)).toBe(true);
      }
    }
  });

  it('section, intersection and distance answers match direct checks', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(coordinateLines, seed);
      const key = String(keyed(d));
      if (p.kind === 'distance') {
        const [a, b] = ints(/line \$([^$]+)\$/.exec(d.stem)![1]);
        // A zero constant is typeset away: "3x + 4y = 0".
        const constant = /y ([-+] \d+) = 0/.exec(d.stem)?.[1];
        const c = constant ? ints(constant.replace(' ', ''))[0] : 0;
        // foot of the perpendicular by projecting onto the line's direction
        const x0 = p.a[0];
        const y0 = p.a[1];
        const base: P = b !== 0 ? [0, -c / b] : [-c / a, 0];
        const dir: P = [b, -a];
        const len = Math.hypot(...dir);
        const proj = ((x0 - base[0]) * dir[0] + (y0 - base[1]) * dir[1]) / len;
        const foot: P = [base[0] + (proj * dir[0]) / len, base[1] + (proj * dir[1]) / len];
        expect(close(value(key), dist([x0, y0], foot))).toBe(true);
        continue;
      }
      const [px, py] = ints(key);
      if (p.kind === 'section') {
        const A = p.a as P;
        const B = p.b as P;
        expect(close(dist(A, [px, py]) * p.n, dist([px, py], B) * p.m)).toBe(true);
        expect(close(dist(A, [px, py]) + dist([px, py], B), dist(A, B))).toBe(true);
      } else {
        const [c1, c2] = [...d.stem.matchAll(/= (-?\d+)\$/g)].map((m) => Number(m[1]));
        const [a1, b1, a2, b2] = p.coef;
        const hits: P[] = [];
        for (let x = -30; x <= 30; x++) {
          for (let y = -30; y <= 30; y++) if (a1 * x + b1 * y === c1 && a2 * x + b2 * y === c2) hits.push([x, y]);
        }
        expect(hits).toEqual([[px, py]]);
      }
    }
  });
});

describe('mensuration', () => {
  it('path areas match counting unit squares', () => {
    for (const seed of SEEDS.slice(0, 200)) {
      const { p, d } = sample(gardenPath, seed);
      const { L, B, w } = p;
      let cells = 0;
      const outer = p.kind === 'outside' ? w : 0;
      for (let x = -outer; x < L + outer; x++) {
        for (let y = -outer; y < B + outer; y++) {
          const inGarden = x >= 0 && x < L && y >= 0 && y < B;
          const midX = Math.floor((L - w) / 2);
          const midY = Math.floor((B - w) / 2);
          if (p.kind === 'outside' && !inGarden) cells++;
          if (p.kind === 'inside' && (x < w || x >= L - w || y < w || y >= B - w)) cells++;
          if (p.kind === 'cross' && ((x >= midX && x < midX + w) || (y >= midY && y < midY + w))) cells++;
        }
      }
      expect(keyed(d)).toBe(p.rate > 0 ? inr(cells * p.rate) : `${group(cells)} m²`);
    }
  });

  it('recast counts and heights preserve volume', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(meltRecast, seed);
      const sphere = (r: number) => (4 / 3) * Math.PI * r ** 3;
      const answer = keyed(d) as number;
      if (p.kind === 'spheres') expect(close(answer * sphere(p.r), sphere(p.R))).toBe(true);
      else if (p.kind === 'cylinder') expect(close(answer * sphere(p.r), Math.PI * p.R ** 2 * p.H)).toBe(true);
      else expect(close(Math.PI * p.r ** 2 * answer, (Math.PI * p.R ** 2 * p.H) / 3)).toBe(true);
    }
  });

  it('painted-cube counts match checking every small cube', () => {
    for (const seed of SEEDS.slice(0, 150)) {
      const { p, d } = sample(paintedCube, seed);
      let count = 0;
      for (let x = 0; x < p.n; x++) {
        for (let y = 0; y < p.n; y++) {
          for (let z = 0; z < p.n; z++) {
            const faces = [x, y, z].filter((v) => v === 0 || v === p.n - 1).length;
            // a coordinate at 0 and n−1 at once only happens for n = 1
            if (faces === p.faces) count++;
          }
        }
      }
      expect(keyed(d)).toBe(group(count));
    }
  });

  it('rhombus answers match its vertices', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(rhombus, seed);
      const n = ints(d.stem);
      const key = value(String(keyed(d)));
      if (p.ask === 'area') {
        const [side, diag] = n;
        const half = Math.sqrt(side * side - (diag / 2) ** 2);
        expect(
          close(
            key,
            shoelace([
              [diag / 2, 0],
              [0, half],
              [-diag / 2, 0],
              [0, -half],
            ]),
          ),
        ).toBe(true);
      } else {
        const [d1, d2] = n;
        const side = dist([d1 / 2, 0], [0, d2 / 2]);
        expect(close(key, p.ask === 'side' ? side : 4 * side)).toBe(true);
      }
    }
  });
});
