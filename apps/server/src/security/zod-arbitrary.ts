import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries built from the contract's zod schemas (zod 4 definitions): values that are
 * valid, on the boundaries of what the schema accepts, or just past them; and at every level, now and
 * then, a value of the wrong type or a hostile string instead.
 */

/** Strings that have broken servers: NUL, injection, encodings, overlong numbers, impossible dates. */
export const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  "' or '1'='1' --",
  '"; drop table employees; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '\ud800',
  '𝕊𝕒𝕣𝕒𝕞 👩‍💻',
  '\u202e\u200b',
  'null',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999999',
  '2026-02-30',
  '0000-00-00',
  '2026-13-01T25:61:00Z',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '{"$gt":""}',
  '__proto__',
  '가'.repeat(3000),
];

/** Values of the wrong type for almost any field. */
const wrongTypes: unknown[] = [null, true, false, 0, -1, 1.5, -0, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, [], {}, [null], { $ne: null }, 'x', [[[[[[]]]]]]];

/** Keys a client could try to smuggle into a record (mass assignment). */
const smuggledKeys = ['id', '_id', 'version', 'createdAt', 'createdBy', 'isAdmin', 'roles', 'permissions', 'status', 'password', 'passwordHash', 'constructor'];

type Def = { type: string; checks?: { _zod: { def: Record<string, unknown> & { check: string } } }[] } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function checksOf(def: Def) {
  const out: { min?: number; max?: number; length?: number; format?: string; pattern?: RegExp; gt?: number; lt?: number; gtInclusive?: boolean; ltInclusive?: boolean; int?: boolean } = {};
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    if (d.check === 'min_length') out.min = d.minimum as number;
    else if (d.check === 'max_length') out.max = d.maximum as number;
    else if (d.check === 'length_equals') out.length = d.length as number;
    else if (d.check === 'string_format') {
      out.format = d.format as string;
      if (d.pattern instanceof RegExp) out.pattern = d.pattern;
    } else if (d.check === 'greater_than') {
      out.gt = Number(d.value);
      out.gtInclusive = Boolean(d.inclusive);
    } else if (d.check === 'less_than') {
      out.lt = Number(d.value);
      out.ltInclusive = Boolean(d.inclusive);
    } else if (d.check === 'number_format') out.int = true;
  }
  return out;
}

export type ArbitraryOptions = {
  /** Real ids to use now and then where a uuid is asked for (records that exist). */
  ids?: readonly string[];
  /** Weight of a wrong-typed or hostile value at each node, against 10 for a schema-shaped one. */
  hostility?: number;
  /** Only values the schema should accept (to get past validation into the service), no boundaries. */
  valid?: boolean;
};

const isoDate = fc.date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

function stringArbitrary(def: Def, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const c = checksOf(def);
  const format = (def.format as string | undefined) ?? c.format;
  const lengths = [c.min, c.max, c.length].filter((n): n is number => n !== undefined).flatMap((n) => [n - 1, n, n + 1]).filter((n) => n >= 0 && n <= 100_000);
  if (options.valid) {
    const min = c.length ?? c.min ?? 1;
    const plain = fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.max(min, Math.min(c.length ?? c.max ?? 24, 24)) });
    if (format === 'uuid') return options.ids?.length ? fc.oneof(fc.constantFrom(...options.ids), fc.uuid({ version: 4 })) : fc.uuid({ version: 4 });
    if (format === 'email') return fc.emailAddress();
    if (format === 'date') return isoDate;
    if (format === 'datetime') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    if (c.pattern) return fc.stringMatching(c.pattern);
    return plain;
  }
  const choices: fc.Arbitrary<unknown>[] = [fc.string({ maxLength: 24 }), fc.constantFrom(...hostileStrings)];
  if (lengths.length) choices.push(fc.constantFrom(...lengths).chain((n) => fc.constantFrom('a'.repeat(n), '가'.repeat(n), `${'1'.repeat(Math.max(0, n - 1))}\u0000`.slice(0, n))));
  if (format === 'uuid') {
    choices.push(fc.uuid({ version: 4 }));
    if (options.ids?.length) choices.push(fc.constantFrom(...options.ids), fc.constantFrom(...options.ids));
  } else if (format === 'email') choices.push(fc.emailAddress(), fc.constantFrom('a@b', '@example.com', 'x@example.co.kr\u0000'));
  else if (format === 'date') choices.push(isoDate, isoDate);
  else if (format === 'datetime') choices.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  else if (c.pattern) choices.push(fc.stringMatching(c.pattern), fc.stringMatching(c.pattern));
  return fc.oneof(...choices);
}

function numberArbitrary(def: Def, valid: boolean): fc.Arbitrary<unknown> {
  const c = checksOf(def);
  const edges = [c.gt, c.lt].filter((n): n is number => n !== undefined && Number.isFinite(n)).flatMap((n) => [n - 1, n, n + 1]);
  // Exclusive bounds moved in by one; 0 to 1000 where the schema leaves them open (counts, orders, scores).
  const lo = c.gt !== undefined && Number.isFinite(c.gt) ? c.gt + (c.gtInclusive ? 0 : 1) : valid ? 0 : -1_000_000;
  const hi = c.lt !== undefined && Number.isFinite(c.lt) ? c.lt - (c.ltInclusive ? 0 : 1) : valid ? 1000 : 1_000_000;
  const inRange = c.int || def.type === 'int' ? fc.integer({ min: Math.ceil(Math.min(lo, hi)), max: Math.floor(Math.max(lo, hi)) }) : fc.double({ min: Math.min(lo, hi), max: Math.max(lo, hi), noNaN: true });
  return valid ? inRange : fc.oneof(inRange, fc.constantFrom(0, -1, 1, 0.5, 2 ** 31, 2 ** 53 + 1, ...edges));
}

function shaped(schema: z.ZodType, options: ArbitraryOptions, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown) => arbitraryFor(s as z.ZodType, options, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, options);
    case 'number':
    case 'int':
    case 'bigint':
      return numberArbitrary(def, !!options.valid);
    case 'boolean':
      return options.valid ? fc.boolean() : fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 0));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'never':
    case 'void':
      return fc.constant(undefined);
    case 'enum': {
      const values = Object.values(def.entries as Record<string, string | number>);
      if (options.valid) return fc.constantFrom(...values);
      return fc.oneof(fc.constantFrom(...values), fc.constantFrom(...values).map((v) => (typeof v === 'string' ? v.toLowerCase() : v)), fc.constant('NOT_A_VALUE'));
    }
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array': {
      const c = checksOf(def);
      const max = Math.min(c.max ?? 4, 4);
      if (options.valid) return fc.array(inner(def.element), { minLength: c.min ?? 0, maxLength: Math.max(c.min ?? 0, max) });
      const arrays = [fc.array(inner(def.element), { maxLength: max })];
      // Just past the largest accepted length (bounded, so that a run stays fast).
      if (c.max !== undefined && c.max < 200) arrays.push(fc.array(inner(def.element), { minLength: c.max + 1, maxLength: c.max + 1 }));
      if (c.min !== undefined && c.min > 0) arrays.push(fc.constant([]));
      return fc.oneof(...arrays);
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map(inner));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const keys = Object.keys(shape);
      const record = fc.record(Object.fromEntries(keys.map((k) => [k, inner(shape[k])])), { requiredKeys: keys.filter((k) => !isOptional(shape[k]!)) });
      if (options.valid) return record;
      // Now and then a key that is not in the schema: strict schemas must refuse it, others ignore it.
      return fc.tuple(record, fc.option(fc.tuple(fc.constantFrom(...smuggledKeys), fc.constantFrom<unknown>('x', true, 1, null)), { freq: 4 })).map(([value, extra]) =>
        extra ? { ...value, [extra[0]]: extra[1] } : value,
      );
    }
    case 'record':
      return fc.dictionary(
        fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', '')),
        inner(def.valueType),
        { maxKeys: 4 },
      );
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(inner));
    case 'intersection':
      return fc.tuple(inner(def.left), inner(def.right)).map(([a, b]) => (isPlain(a) && isPlain(b) ? { ...a, ...b } : a));
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return depth > 6 ? fc.constant(null) : inner((def.getter as () => z.ZodType)());
    default:
      // unknown, any, transform (whose input is anything), custom ...
      return fc.jsonValue({ maxDepth: 3 });
  }
}

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isOptional(schema: z.ZodType): boolean {
  const t = defOf(schema).type;
  return t === 'optional' || t === 'default' || t === 'prefault';
}

/** A value for `schema`: mostly shaped by it (valid or on its boundaries), sometimes of the wrong type. */
export function arbitraryFor(schema: z.ZodType, options: ArbitraryOptions = {}, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constantFrom<unknown>(null, 'x', 1);
  const hostility = options.valid ? 0 : (options.hostility ?? 1);
  if (hostility === 0) return shaped(schema, options, depth);
  return fc.oneof(
    { weight: 10, arbitrary: shaped(schema, options, depth) },
    { weight: hostility, arbitrary: fc.constantFrom(...wrongTypes, ...hostileStrings.slice(0, 12)) },
  );
}
