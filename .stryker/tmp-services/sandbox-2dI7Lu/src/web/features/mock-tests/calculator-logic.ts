// @ts-nocheck
// The CAT's basic calculator: 0–9, + − × ÷, =, √, %, 1/x, ±, MC MR MS M+ M−, Backspace, C, CE.

export interface CalcState {
  display: string;
  acc: number | null;
  op: '+' | '-' | '*' | '/' | null;
  fresh: boolean;
  memory: number;
}

export const initialCalc: CalcState = { display: '0', acc: null, op: null, fresh: true, memory: 0 };

const show = (n: number) => (Number.isFinite(n) ? String(Number.parseFloat(n.toPrecision(12))) : 'Error');

function apply(a: number, op: CalcState['op'], b: number): number {
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return a / b;
    default:
      return b;
  }
}

export function pressKey(s: CalcState, key: string): CalcState {
  const value = Number.parseFloat(s.display) || 0;
  if (/^\d$/.test(key)) {
    if (s.fresh || s.display === '0' || s.display === 'Error') return { ...s, display: key, fresh: false };
    return { ...s, display: s.display.length < 16 ? s.display + key : s.display };
  }
  switch (key) {
    case '.':
      if (s.fresh) return { ...s, display: '0.', fresh: false };
      return s.display.includes('.') ? s : { ...s, display: `${s.display}.` };
    case '+':
    case '-':
    case '*':
    case '/': {
      const acc = s.acc === null || s.fresh ? (s.acc ?? value) : apply(s.acc, s.op, value);
      return {
        ...s,
        acc: s.fresh && s.acc !== null ? s.acc : acc,
        op: key,
        fresh: true,
        display: show(s.fresh && s.acc !== null ? s.acc : acc),
      };
    }
    case '=':
      if (s.acc === null || s.op === null) return { ...s, fresh: true };
      return { ...s, display: show(apply(s.acc, s.op, value)), acc: null, op: null, fresh: true };
    case 'sqrt':
      return { ...s, display: show(Math.sqrt(value)), fresh: true };
    case '%':
      return { ...s, display: show(s.acc !== null ? (s.acc * value) / 100 : value / 100), fresh: true };
    case '1/x':
      return { ...s, display: show(1 / value), fresh: true };
    case '+/-':
      return { ...s, display: show(-value) };
    case 'back':
      if (s.fresh) return s;
      return { ...s, display: s.display.length > 1 ? s.display.slice(0, -1) : '0' };
    case 'CE':
      return { ...s, display: '0', fresh: true };
    case 'C':
      return { ...initialCalc, memory: s.memory };
    case 'MC':
      return { ...s, memory: 0 };
    case 'MR':
      return { ...s, display: show(s.memory), fresh: true };
    case 'MS':
      return { ...s, memory: value, fresh: true };
    case 'M+':
      return { ...s, memory: s.memory + value, fresh: true };
    case 'M-':
      return { ...s, memory: s.memory - value, fresh: true };
    default:
      return s;
  }
}
