// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { averageSpeed, boats, circularTrack, races, trains } from './arithmetic-speed.ts';
import { pipes, workEfficiency, workLeave } from './arithmetic-work.ts';
import { hoursText, numText } from './format.ts';
import { add, div, mul, q, sub } from './rational.ts';
import { close, keyed, parseNumber, SEEDS, sample } from './test-support.ts';

describe('time and work', () => {
  it('partner-leaves total matches a day-by-day simulation', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(workLeave, seed);
      // work measured in units of 1/(a·b) so daily output is whole
      const total = p.a * p.b;
      let done = 0;
      let day = 0;
      if (p.leavesEarly) {
        // try every finishing day T; B stops k days before T
        let hit = 0;
        for (let T = 1; T <= 200 && !hit; T++) if (T * p.b + Math.max(0, T - p.k) * p.a === total) hit = T;
        day = hit;
      } else {
        while (done < total) {
          day++;
          done += day <= p.k ? p.b + p.a : p.a;
        }
        expect(done).toBe(total);
      }
      expect(keyed(d)).toBe(day);
    }
  });

  it('efficiency and man-days answers satisfy the work equations', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(workEfficiency, seed);
      const answer = parseNumber(String(keyed(d)));
      if (p.mandays) {
        expect(p.m2 * p.h2 * answer * p.w1).toBe(p.m1 * p.h1 * p.d1 * p.w2);
      } else {
        const slowDays = p.askFaster ? answer * p.k : answer;
        const together = add(q(1, slowDays), q(p.k, slowDays));
        expect(together).toEqual(q(1, p.t));
      }
    }
  });

  it('pipes fill time matches a minute-by-minute simulation', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(pipes, seed);
      // capacity 60·L units; per minute pipes add L/a etc.
      let level = 0;
      let minutes = 0;
      while (level < 60 * p.L && minutes < 48 * 60) {
        minutes++;
        level += p.L / p.a + p.L / p.b - p.L / p.c;
      }
      expect(level).toBe(60 * p.L);
      expect(keyed(d)).toBe(hoursText(q(minutes, 60)));
    }
  });
});

describe('time, speed and distance', () => {
  it('train crossing time matches tracking both ends second by second', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(trains, seed);
      const v1 = (p.s1 * 5) / 18;
      const v2 = (p.s2 * 5) / 18;
      // t = 0: the front of train 1 reaches the platform's start, meets train 2's front, or reaches train 2's rear
      const cleared = (t: number): boolean => {
        const rear1 = v1 * t - p.l1;
        if (p.kind === 'platform') return rear1 >= p.l2;
        if (p.kind === 'opposite') return rear1 >= -v2 * t + p.l2;
        return rear1 >= v2 * t + p.l2;
      };
      let t = 0;
      while (!cleared(t)) t++;
      expect(cleared(t - 0.001)).toBe(false);
      expect(keyed(d)).toBe(t);
    }
  });

  it('boat answers come from a search over boat and stream speeds', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(boats, seed);
      const answer = keyed(d) as number;
      if (p.kind === 'round') {
        const time = add(div(answer, p.b + p.s), div(answer, p.b - p.s));
        expect(time).toEqual(q(p.total));
        continue;
      }
      const [up, t1, down, t2] = [...d.stem.matchAll(/(\d+) (?:km|hour)/g)].map((m) => Number(m[1]));
      const hits: Array<[number, number]> = [];
      for (let b = 1; b <= 60; b++) {
        for (let s = 1; s < b; s++) if ((b - s) * t1 === up && (b + s) * t2 === down) hits.push([b, s]);
      }
      expect(hits).toHaveLength(1);
      expect(answer).toBe(p.kind === 'stream' ? hits[0][1] : hits[0][0]);
    }
  });

  it('race margin follows from running speeds', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(races, seed);
      // speeds in metres per unit time; A finishes at t = 1
      const vb = q(p.len - p.x);
      const vc = mul(vb, q(p.len - p.y, p.len));
      const margin = sub(p.len, vc);
      expect(keyed(d)).toBe(`${numText(margin)} m`);
    }
  });

  it('circular track answers match an event simulation', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(circularTrack, seed);
      const answer = keyed(d) as number;
      if (p.kind === 'points') {
        const rel = p.towards ? p.a + p.b : p.a - p.b;
        const points = new Set<string>();
        for (let k = 1; k <= 200; k++) {
          const pos = mul(p.a, q(k * p.len, rel)); // distance run by the faster runner at the k-th meeting
          const wrapped = sub(pos, mul(p.len, Math.floor(pos.n / pos.d / p.len)));
          points.add(`${wrapped.n}/${wrapped.d}`);
        }
        expect(answer).toBe(points.size);
        continue;
      }
      let t = 1;
      const at = (speed: number, dir: number) => (((dir * speed * t) % p.len) + p.len) % p.len;
      for (; t < 100_000; t++) {
        const pa = at(p.a, 1);
        const pb = at(p.b, p.kind === 'opposite' ? -1 : 1);
        if (p.kind === 'start' ? pa === 0 && pb === 0 : pa === pb) break;
      }
      expect(answer).toBe(t);
    }
  });

  it('average speed is total distance over total time on a concrete route', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(averageSpeed, seed);
      const value = parseNumber(String(keyed(d)));
      let expected: number;
      if (p.kind === 'times') expected = (p.u * p.t1 + p.v * p.t2) / (p.t1 + p.t2);
      else {
        const speeds = p.kind === 'two' ? [p.u, p.v] : [p.u, p.v, p.w];
        const leg = 7; // any length works
        expected = (leg * speeds.length) / speeds.reduce((s, v) => s + leg / v, 0);
      }
      expect(close(value, expected)).toBe(true);
    }
  });
});
