// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { type CalcState, initialCalc, pressKey } from './calculator-logic.ts';

const press = (keys: string[], from: CalcState = initialCalc) => keys.reduce(pressKey, from);

describe('the on-screen calculator', () => {
  it('chains operations left to right and finishes with =', () => {
    expect(press(['1', '2', '+', '3', '*', '2', '=']).display).toBe('30');
    expect(press(['7', '/', '2', '=']).display).toBe('3.5');
  });

  it('has √, %, 1/x, ±, Backspace, CE and C', () => {
    expect(press(['8', '1', 'sqrt']).display).toBe('9');
    expect(press(['2', '0', '0', '*', '1', '5', '%']).display).toBe('30');
    expect(press(['4', '1/x']).display).toBe('0.25');
    expect(press(['5', '+/-']).display).toBe('-5');
    expect(press(['1', '2', '3', 'back']).display).toBe('12');
    expect(press(['9', '+', '4', 'CE', '1', '=']).display).toBe('10');
    expect(press(['9', '+', '4', 'C']).display).toBe('0');
  });

  it('keeps a memory: MS, M+, M−, MR, MC', () => {
    const s = press(['5', 'MS', '3', 'M+', '1', 'M-']);
    expect(s.memory).toBe(7);
    expect(press(['MR'], s).display).toBe('7');
    expect(press(['MC', 'MR'], s).display).toBe('0');
  });

  it('shows Error for division by zero and recovers on the next digit', () => {
    const s = press(['1', '/', '0', '=']);
    expect(s.display).toBe('Error');
    expect(press(['4'], s).display).toBe('4');
  });
});
