import { errorMessage, HttpError } from '../../lib/api-client.ts';

// The "New mock test" form's rules without React: India-time inputs and the server's refusals in plain words.

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  patternId: 'Pattern',
  sectionKey: 'Section',
  timerMode: 'Timer',
  isPremium: 'Premium',
  seriesId: 'Series id',
  opensAt: 'Opens',
  closesAt: 'Closes',
};
/** A date and time typed in India time (datetime-local) as an instant: 2026-05-01T10:00 → 2026-05-01T04:30:00Z. */
export const istInstant = (local: string) => (local ? new Date(`${local}:00+05:30`).toISOString() : null);

/** The server's words for a refusal, and the field it names ("title: …", "seriesId: …") when it names one. */
export function refusal(error: unknown): { field: string | null; text: string } {
  const text = errorMessage(error, 'The mock test could not be created. Please try again.');
  const named = /^(\w+): (.*)$/s.exec(text);
  const field = named?.[1] && FIELD_LABELS[named[1]] ? named[1] : null;
  if (error instanceof HttpError && error.status === 409) return { field: 'title', text };
  if (!field || !named?.[2]) return { field: null, text };
  const rest = plainWords(named[2]);
  return { field, text: `${FIELD_LABELS[field]}: ${rest.charAt(0).toLowerCase()}${rest.slice(1)}` };
}

/** The validator's phrasing as a person would say it ("Too small: expected string to have >=3 characters"). */
function plainWords(message: string): string {
  const rules: Array<[RegExp, string]> = [
    [/^Too small: expected string to have >=(\d+) characters?$/, 'use at least $1 characters.'],
    [/^Too big: expected string to have <=(\d+) characters?$/, 'use at most $1 characters.'],
    [/^Too small: expected number to be >0$/, 'a positive whole number.'],
    [/^Too small: expected number to be >=?(\S+)$/, 'at least $1.'],
    [/^Too big: expected number to be <=?(\S+)$/, 'at most $1.'],
    [/^Invalid ISO datetime$/i, 'a date and time is needed.'],
  ];
  for (const [pattern, words] of rules) if (pattern.test(message)) return message.replace(pattern, words);
  return message;
}
