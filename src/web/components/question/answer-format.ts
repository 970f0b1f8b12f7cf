/** A typed answer keeps only what the exam's keypad can enter: digits, one leading minus, a point and a slash. */
export function sanitiseTypedAnswer(raw: string): string {
  const kept = raw.replace(/[^0-9.\-/]/g, '');
  const sign = kept.startsWith('-') ? '-' : '';
  return (sign + kept.replace(/-/g, '')).slice(0, 50);
}

/** Applies one on-screen keypad key to the typed TITA answer. */
export function applyKeypadKey(value: string, key: string): string {
  if (key === 'backspace') return value.slice(0, -1);
  if (key === 'clear') return '';
  if (value.length >= 50) return value;
  if (key === '-') return value.startsWith('-') ? value.slice(1) : `-${value}`;
  if (key === '.' && value.includes('.')) return value;
  return value + key;
}
