/**
 * Inputs for the fuzz suite, drawn from the OpenAPI document with a seeded generator: values that fit a parameter's
 * JSON Schema (to get past the first check and reach deeper code) and values that break it on purpose.
 */

export type JsonSchema = Record<string, unknown>;

/** A small seeded generator (mulberry32): the same seed gives the same requests. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
  };
}
export type Random = ReturnType<typeof createRandom>;

function nested(depth: number): unknown {
  let value: unknown = { leaf: [1, 'x', null] };
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Values no schema of the API expects, of every JSON type. */
export const JUNK: readonly unknown[] = [
  null,
  '',
  ' ',
  'x'.repeat(20_000),
  '9'.repeat(400),
  'Åäö 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀 \u202e\u200b ﷽',
  '\u0000\u0001\u001f',
  '\ud800 lone surrogate',
  "' OR 1=1 --",
  '"; drop table products; --',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '1e999',
  'NaN',
  '-0',
  '0x10',
  '2026-13-45T99:99:99Z',
  0,
  -1,
  -0.5,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  true,
  false,
  [],
  {},
  [null],
  [[[[]]]],
  { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  nested(60),
  Array.from({ length: 2000 }, (_, i) => i),
  Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i])),
];

/** Resolves `$ref`s into the document's components. */
export function resolver(components: Record<string, JsonSchema>) {
  return (schema: JsonSchema | undefined): JsonSchema => {
    let current = schema ?? {};
    for (let i = 0; i < 20 && typeof current.$ref === 'string'; i++)
      current = components[(current.$ref as string).split('/').pop()!] ?? {};
    return current;
  };
}

/** A value that fits `schema` (as far as the generator understands it), built to `depth`. */
export function fitting(
  schema: JsonSchema | undefined,
  random: Random,
  resolve: (schema: JsonSchema | undefined) => JsonSchema,
  depth = 0,
): unknown {
  const s = resolve(schema);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return random.pick(s.enum);
  if ('default' in s && random.chance(0.2)) return s.default;
  for (const key of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(s[key])) return fitting(random.pick(s[key] as JsonSchema[]), random, resolve, depth);
  if (Array.isArray(s.allOf))
    return Object.assign(
      {},
      ...(s.allOf as JsonSchema[]).map((part) => {
        const value = fitting(part, random, resolve, depth);
        return typeof value === 'object' ? value : {};
      }),
    );
  const type = Array.isArray(s.type) ? random.pick(s.type as string[]) : s.type;
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return random.chance(0.5);
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum : 0;
      const max = typeof s.maximum === 'number' ? s.maximum : min + 50;
      const value = min + random.next() * Math.max(0, max - min);
      return type === 'integer' ? Math.round(value) : Math.round(value * 100) / 100;
    }
    case 'string': {
      if (s.format === 'email') return `fuzz${random.int(1000)}@example.se`;
      if (s.format === 'date-time') return new Date(Date.UTC(2026, random.int(12), 1)).toISOString();
      if (s.format === 'date') return `2026-0${1 + random.int(9)}-1${random.int(9)}`;
      const min = typeof s.minLength === 'number' ? s.minLength : 1;
      const max = typeof s.maxLength === 'number' ? s.maxLength : 12;
      const length = Math.min(max, min + random.int(8));
      return random
        .pick(['soffa', 'SKU-', 'Åsa ', 'x1', 'hemma-'] as const)
        .padEnd(length, 'a')
        .slice(0, length);
    }
    case 'array': {
      if (depth > 4) return [];
      const length = Math.min(typeof s.maxItems === 'number' ? s.maxItems : 3, 1 + random.int(3));
      return Array.from({ length }, () => fitting(s.items as JsonSchema, random, resolve, depth + 1));
    }
    default: {
      if (depth > 5) return {};
      const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((s.required as string[] | undefined) ?? []);
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(properties))
        if (required.has(name) || random.chance(0.5))
          value[name] = fitting(property, random, resolve, depth + 1);
      if (Object.keys(properties).length === 0 && s.additionalProperties && random.chance(0.5))
        value[`key${random.int(5)}`] = fitting(
          s.additionalProperties as JsonSchema,
          random,
          resolve,
          depth + 1,
        );
      return value;
    }
  }
}

/** `value` with one place in it (or the whole) replaced by junk, a key removed or a stranger added. */
export function broken(value: unknown, random: Random): unknown {
  if (value === null || typeof value !== 'object' || random.chance(0.15)) return random.pick(JUNK);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
  const keys = Object.keys(copy);
  if (keys.length === 0) return random.chance(0.5) ? random.pick(JUNK) : { unexpected: random.pick(JUNK) };
  const key = random.pick(keys);
  const roll = random.next();
  if (roll < 0.15 && !Array.isArray(copy)) delete copy[key];
  else if (roll < 0.25 && !Array.isArray(copy)) copy[`extra_${random.int(9)}`] = random.pick(JUNK);
  else (copy as Record<string, unknown>)[key] = broken((copy as Record<string, unknown>)[key], random);
  return copy;
}

/** Bodies that are not JSON, or not the JSON anyone expects. */
export const RAW_BODIES: readonly string[] = [
  '',
  '{',
  '[1,',
  'nul',
  '{"a":1}}',
  "{'single': 'quotes'}",
  '{"a": 1e999999}',
  '\u0000\u0000',
  '\ufeff{"bom": true}',
  '"just a string"',
  '12345',
  'true',
  'null',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
  JSON.stringify({ big: 'x'.repeat(200_000) }),
  '<?xml version="1.0"?><a/>',
  'a=1&b=2',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
];

export const CONTENT_TYPES: readonly string[] = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'image/png',
  'application/octet-stream',
  '*/*',
  'garbage',
  'application/json; boundary=;;;',
];

/** A query string value from any value: objects and arrays as JSON, sometimes as bracketed keys. */
export function queryPairs(name: string, value: unknown, random: Random): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(name, item, random));
  if (value !== null && typeof value === 'object') {
    if (random.chance(0.5)) return [[name, JSON.stringify(value)]];
    return Object.entries(value).flatMap(([key, item]) => queryPairs(`${name}[${key}]`, item, random));
  }
  return [[name, String(value)]];
}
