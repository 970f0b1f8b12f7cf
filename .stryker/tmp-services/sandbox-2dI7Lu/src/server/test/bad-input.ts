// @ts-nocheck
import fc from 'fast-check';
import { z } from 'zod';

// Bad input derived from a route's zod schemas (via their JSON Schema, input side): each field is well-formed,
// missing, of the wrong type or hostile (NUL, odd Unicode, huge, negative, out of range), and objects gain extra
// fields. Used by bad-input.property.test.ts on every registered route.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};

/** The JSON Schema of a zod schema's input, or null when the route declares none. */
export function inputSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const HUGE = 'x'.repeat(200_000);
/** Strings a careless handler or the database chokes on. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\u202Egnp.exe',
    '\u200B\u200D\uFEFF',
    'e\u0301\u0301\u0301',
    '𝕏🧨👩‍👩‍👧‍👦',
    '\uFFFF\uFFFE',
    "'; drop table users; --",
    '../../../etc/passwd',
    '%00%2e%2e%2f',
    '<script>alert(1)</script>',
    '=cmd|"/c calc"!A1',
    '{"$gt":""}',
    '9'.repeat(400),
    '-1',
    '1e309',
    'NaN',
    HUGE,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Numbers outside every sensible range: negative, fractional, beyond int4 and float64's safe integers. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, -2_147_483_649, 2_147_483_648, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE),
  fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of some other JSON type. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  nastyNumber,
  nastyString,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 3 }),
  fc.constant({ nested: { deeper: [null, { x: '\u0000' }] } }),
);

/** Field names an attacker adds: prototype keys and fields a mass-assignment bug would honour. */
const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'isAdmin', 'freeAccess', 'userId', 'id', 'xp'),
  fc.string({ maxLength: 12 }),
);

function valid(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => valid(v)));
  const type = [schema.type ?? 'any'].flat()[0];
  switch (type) {
    case 'string':
      if (schema.format === 'email') return fc.constantFrom('a@example.com', 'nobody@example.org');
      if (schema.format === 'uuid') return fc.uuid();
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) });
    case 'integer':
    case 'number':
      return fc.integer({
        min: Math.max(Math.ceil(schema.minimum ?? 0), -1000),
        max: Math.min(Math.floor(schema.maximum ?? 1000), 1000),
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? value(schema.items) : wrongType, { maxLength: 4 });
    case 'object':
      return object(schema);
    default:
      return wrongType;
  }
}

/** A value for a field: mostly the right shape, often hostile. */
export function value(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = [schema.type ?? 'any'].flat()[0];
  const hostile =
    type === 'integer' || type === 'number'
      ? fc.oneof(nastyNumber, nastyNumber.map(String))
      : type === 'array'
        ? fc.constantFrom(
            Array.from({ length: 5000 }, (_, i) => i),
            [null],
            ['\u0000'],
          )
        : nastyString;
  return fc.oneof({ arbitrary: valid(schema), weight: 3 }, { arbitrary: hostile, weight: 2 }, wrongType);
}

/** An object whose declared fields are each present or missing, plus sometimes extra fields. */
export function object(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, prop] of Object.entries(props)) fields[key] = value(prop);
  const declared = fc.record(fields, { requiredKeys: [] });
  const extras = fc.dictionary(extraKey, wrongType, { maxKeys: 3 });
  return fc.tuple(declared, extras, fc.boolean()).map(([own, extra, addExtra]) => {
    if (!addExtra) return own;
    const out: Record<string, unknown> = { ...own };
    // defineProperty: '__proto__' becomes an own key that JSON.stringify sends, as an attacker would.
    for (const [key, v] of Object.entries(extra)) Object.defineProperty(out, key, { value: v, enumerable: true });
    return out;
  });
}

/** A JSON request body: the schema's object, another JSON type, or text that is not JSON at all. */
export function body(schema: JsonSchema | null): fc.Arbitrary<{ raw: string; json: boolean }> {
  const shaped = schema ? valueOrObject(schema) : wrongType;
  return fc.oneof(
    { arbitrary: shaped.map((v) => ({ raw: JSON.stringify(v) ?? 'null', json: true })), weight: 6 },
    { arbitrary: wrongType.map((v) => ({ raw: JSON.stringify(v) ?? 'null', json: true })), weight: 1 },
    {
      arbitrary: fc.constantFrom('{', '{"a":', '\u0000', '[1,2', '{"__proto__":{"isAdmin":true}}', '').map((raw) => ({
        raw,
        json: true,
      })),
      weight: 1,
    },
    { arbitrary: nastyString.map((raw) => ({ raw, json: false })), weight: 1 },
  );
}

const valueOrObject = (schema: JsonSchema) => ([schema.type].flat()[0] === 'object' ? object(schema) : value(schema));

/** A query string from the querystring schema: every value as text, arrays as repeated keys, odd encodings. */
export function query(schema: JsonSchema | null): fc.Arbitrary<string> {
  const fields = schema ? object(schema) : fc.dictionary(extraKey, wrongType, { maxKeys: 2 });
  const encoded = fields.map((obj) => {
    const search = new URLSearchParams();
    for (const [key, v] of Object.entries(obj)) {
      for (const item of Array.isArray(v) ? v.slice(0, 50) : [v]) {
        search.append(key, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
      }
    }
    return search.toString();
  });
  return fc.oneof(
    { arbitrary: encoded, weight: 8 },
    fc.constantFrom('%', '%E0%A4%A', 'a=%00', 'a[b][c]=1', '&&&=&', 'page=1&page=2&page=-3'),
  );
}

/** A path segment for a `:param`: malformed numbers and uuids, encodings that decode to nothing sane. */
export const pathParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '1',
    '999999',
    '0',
    '-1',
    '1.5',
    '2147483648',
    '99999999999999999999999',
    '1e3',
    'NaN',
    'Infinity',
    'abc',
    '%00',
    '%FF',
    '%E0%A4%A',
    '%2e%2e',
    '%20',
    encodeURIComponent('\u202E1'),
    encodeURIComponent('١٢٣'),
    '00000000-0000-4000-8000-00000000abcd',
    '00000000-0000-0000-0000-00000000000g',
    'x'.repeat(3000),
  ),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);
