// @ts-nocheck
import { splitFieldMessage } from '#shared/contracts/validation-issue';
import { errorMessage, HttpError } from '../../lib/api-client.ts';

// The "New mock test" form's rules without React: India-time inputs and the server's refusals in plain words.

/** The form's fields: a refusal naming one of them is shown beside it. */
const FORM_FIELDS = new Set([
  'title',
  'patternId',
  'sectionKey',
  'timerMode',
  'isPremium',
  'seriesId',
  'opensAt',
  'closesAt',
  'seriesOrder',
  'sections',
]);
/** A date and time typed in India time (datetime-local) as an instant: 2026-05-01T10:00 → 2026-05-01T04:30:00Z. */
export const istInstant = (local: string) => (local ? new Date(`${local}:00+05:30`).toISOString() : null);

/** The server's words for a refusal (already plain), and the field it names ("title: …", "seriesId: …") if any. */
export function refusal(error: unknown): { field: string | null; text: string } {
  const text = errorMessage(error, 'The mock test could not be created. Please try again.');
  const split = splitFieldMessage(text);
  if (!split.field || !FORM_FIELDS.has(split.field)) {
    // A conflict that names no field is a title taken by another mock.
    return { field: error instanceof HttpError && error.status === 409 ? 'title' : null, text };
  }
  return { field: split.field, text: split.text.charAt(0).toUpperCase() + split.text.slice(1) };
}

/** An instant as the datetime-local value in India time: 2026-05-01T04:30:00Z → 2026-05-01T10:00 (IST has no DST). */
export const istLocal = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 16) : '';
