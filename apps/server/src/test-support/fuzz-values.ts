import fc from 'fast-check';
import type { JsonSchema } from './openapi-routes.js';

/**
 * Values a careless user or an attacker sends: wrong types, text PostgreSQL cannot store or UTF-8
 * cannot encode, sizes past every limit, numbers at the edges of what JSON and JavaScript hold, and
 * the keys that reach an object's prototype. Raw tokens (1e400, NaN…) are not JSON values; they go
 * into the body text through `rawJson`.
 */
const RAW = '\u0001raw:';
// Carried as base64url, which JSON.stringify leaves alone, and decoded by rawJson.
const raw = (text: string) => `${RAW}${Buffer.from(text).toString('base64url')}\u0001`;

const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'Ann\u0000Smith',
  '\ud800',
  'x\udc00y',
  '\uffff\ufffe',
  'a'.repeat(100_000),
  '名前'.repeat(3000),
  '\r\n001 ghost',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '%00',
  '__proto__',
  'constructor',
  'NaN',
  '-0',
  '1e308',
  'Infinity',
  '0x10',
  '2026-02-30',
  '9999-99-99',
  '00000000-0000-0000-0000-000000000000',
  'null',
  'true',
];

const nastyNumbers = [0, -0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324];
const rawNumbers = ['1e400', '-1e400', 'NaN', 'Infinity', '1' + '0'.repeat(400), '0.' + '0'.repeat(400) + '1'];

/** Nesting deeper than any schema, as raw text (building it as a value would overflow this side's stack first). */
const deeplyNested = (depth: number, asArray: boolean) =>
  raw(asArray ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** An object whose own keys include the prototype's names (as JSON.parse makes them). */
function withPrototypeKeys(base: Record<string, unknown>, value: unknown): Record<string, unknown> {
  const withKeys = JSON.parse(`{"__proto__": ${JSON.stringify(value) ?? 'null'}, "constructor": {"prototype": {"isAdmin": true}}}`) as Record<string, unknown>;
  return { ...withKeys, ...base };
}

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.constantFrom(...nastyNumbers),
  fc.constantFrom(...rawNumbers).map(raw),
  fc.constantFrom(null, true, false, [], {}, [null], [[]], { '': '' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.tuple(fc.integer({ min: 20, max: 50_000 }), fc.boolean()).map(([depth, asArray]) => deeplyNested(depth, asArray)),
  fc.constant(null).map(() => withPrototypeKeys({}, { role: 'admin' })),
  fc.array(fc.constantFrom(...nastyStrings), { maxLength: 5 }),
);

/** A value the schema allows, roughly: enough for a body to get past the first field and reach the next. */
function validish(schema: JsonSchema, ids: string[], depth: number): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => fuzzedValue(choice, ids, depth + 1)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid' || /uuid|id$/i.test(schema.pattern ?? '')) return fc.constantFrom(...ids);
      if (schema.format === 'email') return fc.constantFrom('ann@example.test', 'olga@EXAMPLE.test');
      if (schema.format === 'date' || schema.format === 'date-time') return fc.constantFrom('2026-03-01', '2026-03-01T10:00:00Z');
      return fc.oneof(
        fc.constantFrom(...ids, 'Ann Smith', '2026-03-01', 'true', '1'),
        // Short strings, but never shorter than the schema's least (a push subscription's keys are 16 characters and more).
        fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 30, 30)) }),
      );
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -10, -1_000_000), max: Math.min(schema.maximum ?? 1_000, 1_000_000) });
    case 'number':
      return fc.double({ min: Math.max(schema.minimum ?? -1_000, -1e9), max: Math.min(schema.maximum ?? 1_000, 1e9), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(fuzzedValue(schema.items ?? {}, ids, depth + 1), { maxLength: 4 });
    case 'object':
      return depth > 4 ? fc.constant({}) : fuzzedObject(schema, ids, depth + 1);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Mostly a value the schema allows, sometimes a nasty one. */
export function fuzzedValue(schema: JsonSchema, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: validish(schema, ids, depth), weight: 3 }, { arbitrary: nastyValue, weight: 1 });
}

/** The schema's properties (each maybe left out, maybe nasty), maybe with unknown and prototype keys added. */
function fuzzedObject(schema: JsonSchema, ids: string[], depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const known = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, fuzzedValue(property, ids, depth)]));
  return fc
    .tuple(
      fc.record(known, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) }),
      fc.option(fc.dictionary(fc.oneof(fc.constantFrom(...nastyStrings.slice(0, 16)), fc.string({ maxLength: 8 })), nastyValue, { maxKeys: 3 }), { freq: 4 }),
      fc.integer({ min: 1, max: 6 }).map((die) => die === 6),
    )
    .map(([object, extra, prototypeKeys]) => {
      const merged = extra ? { ...object, ...extra } : object;
      return prototypeKeys ? withPrototypeKeys(merged, { isAdmin: true }) : merged;
    });
}

/** A JSON body for the schema: a fuzzed value of it, or something else entirely. */
export function fuzzedBody(schema: JsonSchema | undefined, ids: string[]): fc.Arbitrary<unknown> {
  const shaped = schema ? fuzzedValue(schema, ids) : nastyValue;
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: nastyValue, weight: 1 });
}

/** The body's JSON text, raw tokens put in as they are (so the server's JSON parser meets them). */
export function rawJson(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.replace(/"\\u0001raw:([\w-]*)\\u0001"/g, (_, token: string) => Buffer.from(token, 'base64url').toString());
}

/** Bytes that are not even JSON. */
export const malformedJson: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}{"b":2}', '\u0000', '{"a":"\\ud800"}', '{"a": 01}', "{'a': 1}", '{"a":1,}', '\ufeff{}'),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
);

/** A query string: the documented parameters with fuzzed values, unknown or repeated keys, broken escapes. */
export function fuzzedQuery(parameters: Record<string, JsonSchema>, ids: string[]): fc.Arbitrary<string> {
  const names = Object.keys(parameters);
  const value = (schema: JsonSchema) =>
    fc.oneof(
      validish(schema, ids, 0).map((v) => encodeURIComponent(String(v))),
      nastyValue.map((v) => encodeURIComponent(typeof v === 'string' ? v.replace(/[\ud800-\udfff]/g, '') : String(JSON.stringify(v)))),
      fc.constantFrom('%', '%zz', '%00', '%ff%fe', '%ed%a0%80', '', '[]', '1e400', 'NaN', '-0'),
    );
  // Each parameter usually there (sometimes twice), so most strings get past the first one to the next.
  const known = fc.tuple(
    ...names.map((name) =>
      fc.array(
        value(parameters[name]).map((v) => `${name}=${v}`),
        { minLength: 1, maxLength: 2 },
      ),
    ),
  );
  const present = fc.tuple(...names.map(() => fc.integer({ min: 1, max: 7 }).map((die) => die > 1)));
  const unknown = fc.option(fc.constantFrom('__proto__[isAdmin]=1', 'constructor[prototype][x]=1', 'a[b][c]=1', '&&', '=', 'x'.repeat(5000) + '=1'), {
    freq: 4,
  });
  return fc.tuple(known, present, unknown).map(([values, shown, extra]) => [...values.filter((_, i) => shown[i]).flat(), ...(extra ? [extra] : [])].join('&'));
}
