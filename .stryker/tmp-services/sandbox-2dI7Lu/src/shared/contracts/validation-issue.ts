// @ts-nocheck
// A failed field in a request, in plain words. The server's error handler turns every zod issue into
// "field: sentence" with this (the 400 of ARCHITECTURE.md, naming the field); zod's own English ("Too small: expected
// string to have >=5 characters") never reaches a person. Messages a schema wrote itself (a refine's text, a
// `.min(8, 'Use at least 8 characters')`) are kept as they are.

/** What the mapping needs of one issue: zod's code, the path, zod's message and the rest of the issue. */
export interface IssueLike {
  code: string;
  path: ReadonlyArray<string | number>;
  message?: string;
  params?: Readonly<Record<string, unknown>>;
}

/** "estimatedTime" → "estimated time"; "setId" → "set id". */
const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

/** The field in plain words: "stem", "item 1 of exams", "stem in item 2 of questions". */
export function fieldWords(path: ReadonlyArray<string | number>): string {
  if (path.length === 0) return 'the request';
  const last = path[path.length - 1];
  const rest = path.slice(0, -1);
  if (typeof last === 'number' || /^\d+$/.test(String(last))) {
    return `item ${Number(last) + 1} of ${fieldWords(rest)}`;
  }
  return rest.length > 0 ? `${words(String(last))} in ${fieldWords(rest)}` : words(String(last));
}

/** The field's key as the server names it in the message prefix and in details: "exams.0", "questions.1.stem". */
export const fieldKey = (path: ReadonlyArray<string | number>) => path.map(String).join('.');

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const num = (v: unknown) => (typeof v === 'bigint' ? Number(v) : typeof v === 'number' ? v : Number.NaN);

/** zod's own English for each code; anything else is a message the schema chose and is kept. */
const ZOD_WORDING: Readonly<Record<string, RegExp>> = {
  too_small: /^Too small\b/,
  too_big: /^Too big\b/,
  invalid_type: /^Invalid input: expected /,
  invalid_value: /^Invalid (input|option): expected /,
  invalid_format: /^Invalid /,
  not_multiple_of: /^Invalid number: must be a multiple of/,
  unrecognized_keys: /^Unrecognized keys?/,
  invalid_union: /^Invalid input$/,
  invalid_key: /^Invalid key/,
  invalid_element: /^Invalid value/,
  custom: /^Invalid input$/,
};

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  bigint: 'a whole number',
};

function sizeLimit(subject: string, p: Readonly<Record<string, unknown>>, small: boolean): string | null {
  const n = num(small ? p.minimum : p.maximum);
  if (!Number.isFinite(n)) return null;
  const inclusive = p.inclusive !== false;
  switch (p.origin) {
    case 'string':
      if (p.exact) return `${subject} must have exactly ${plural(n, 'character')}.`;
      if (small && n === 1) return `${subject} cannot be empty.`;
      return small
        ? `${subject} needs at least ${plural(n, 'character')}.`
        : `${subject} can have at most ${plural(n, 'character')}.`;
    case 'array':
    case 'set':
      if (p.exact) return `${subject} must have exactly ${plural(n, 'item')}.`;
      if (small && n === 1) return `${subject} needs at least one item.`;
      return small
        ? `${subject} needs at least ${plural(n, 'item')}.`
        : `${subject} can have at most ${plural(n, 'item')}.`;
    case 'number':
    case 'int':
    case 'bigint':
      if (small) return inclusive ? `${subject} must be at least ${n}.` : `${subject} must be more than ${n}.`;
      return inclusive ? `${subject} must be at most ${n}.` : `${subject} must be less than ${n}.`;
    default:
      return null;
  }
}

/** The sentence for one issue, without the field key: "Stem needs at least 5 characters." */
export function plainIssueMessage(issue: IssueLike): string {
  const p = issue.params ?? {};
  const message = issue.message ?? '';
  const subject = capital(fieldWords(issue.path));
  const wording = ZOD_WORDING[issue.code];
  if (message && !(wording?.test(message) ?? false)) return message;
  switch (issue.code) {
    case 'too_small':
    case 'too_big':
      return sizeLimit(subject, p, issue.code === 'too_small') ?? `${subject} is out of range.`;
    case 'invalid_type': {
      if (/received undefined$/.test(message)) return `${subject} is required.`;
      const expected = typeof p.expected === 'string' ? (TYPE_WORDS[p.expected] ?? p.expected) : 'another type';
      return `${subject} must be ${expected}.`;
    }
    case 'invalid_value': {
      const values = Array.isArray(p.values) ? p.values.map(String) : [];
      if (values.length === 1) return `${subject} must be ${values[0]}.`;
      return values.length > 0 ? `${subject} must be one of ${values.join(', ')}.` : `${subject} is not allowed.`;
    }
    case 'invalid_format':
      return p.format === 'email'
        ? `${subject} must be a valid email address.`
        : `${subject} is not in the expected format.`;
    case 'not_multiple_of':
      return `${subject} must be a multiple of ${String(p.divisor)}.`;
    case 'unrecognized_keys': {
      const keys = Array.isArray(p.keys) ? p.keys.map(String) : [];
      return keys.length > 0 ? `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}.` : 'Unknown fields.';
    }
    default:
      return `${subject} is not valid.`;
  }
}

/** "stem: Stem needs at least 5 characters." — the key for code and screens, then the sentence for people. */
export function issueMessage(issue: IssueLike): { field: string; message: string; text: string } {
  const field = fieldKey(issue.path);
  const message = plainIssueMessage(issue);
  return { field, message, text: field ? `${field}: ${message}` : message };
}

/** The sentence for an issue straight from zod's `error.issues` (the bank import's row errors use it). */
export function plainZodIssue(issue: { code: string; path: ReadonlyArray<PropertyKey>; message: string }): string {
  const path = issue.path.map((part) => (typeof part === 'number' ? part : String(part)));
  return plainIssueMessage({ code: issue.code, path, message: issue.message, params: { ...issue } });
}

/**
 * A 400 reads "field: sentence" ("stem: Stem needs at least 5 characters.", "options.2: …"): the field's first key, to
 * mark the input, and the sentence, to show beside it. Any other message is all sentence.
 */
export function splitFieldMessage(message: string): { field?: string; text: string } {
  const match = /^([a-zA-Z]+)(?:\.[\w.]+)?: (.+)$/s.exec(message);
  return match?.[1] && match[2] ? { field: match[1], text: match[2] } : { text: message };
}
