// Issue 16.4: fast-check arbitraries for hostile input. Values follow a route's own OpenAPI schema
// often enough to get past validation into the handlers, and break it the rest of the time: wrong
// types, numbers past int4 and safe integers, NUL and control characters, emoji, RTL text, lone
// surrogates, SQL and path fragments, huge strings, deep nesting. Personal data the log must never
// hold is planted with recognisable markers (PERSONAL_MARKERS).
import fc from 'fast-check';

/** The part of an OpenAPI (JSON Schema) node the generators read. */
export interface SchemaNode {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

/** Phones, names and emails that identify a person: sent by the fuzz, never to appear in a log. */
export const PERSONAL_MARKERS = {
  phones: ['9000012345', '8000054321'],
  names: ['Zyxwarnath', 'Fuzzakumari'],
  emails: ['fuzz.marker@example.in'],
} as const;
const personalValues = [...PERSONAL_MARKERS.phones, ...PERSONAL_MARKERS.names, ...PERSONAL_MARKERS.emails];
const PERSONAL_FIELD = /phone|name|email|address|line|holder|account|ifsc|upi|vpa/i;

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u007f\u0085',
  '\r\n\tline\u2028break\u2029',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום',
  'తెలుగు సినిమా',
  '👨‍👩‍👧‍👦🔥🎬',
  '𝕏𝔸𝕄',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF\uFFFE\uFFFF',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '\\',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '%zz',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '0x10',
  '1.5',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999',
  'true',
  'null',
  '[]',
  '{}',
  'pay_\u0000',
  'order_' + 'A'.repeat(600),
  '9'.repeat(400),
  'A'.repeat(20_000),
];
const ODD_NUMBERS = [0, -0, -1, 1, 0.5, -0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 1e20, 1e308, -1e308, Number.MIN_VALUE];

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\u202E', '\u200D', '\uD83D', 'é', 'ఆ', '🎬', '/', '%', '&', '=', '?', '#', '\n'), maxLength: 20 }) },
);
export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...ODD_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, nested a little, with hostile leaves. */
export const oddJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddString,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(oddString, fc.constantFrom('__proto__', 'constructor', 'id', 'phone')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/**
 * A value that suits the schema (so handlers run), or one that does not. Personal data is planted
 * in query and body fields (always in fields named like phone, name or email), never in paths:
 * no path of the contract carries any, and paths are logged.
 */
export function valueFor(schema: SchemaNode | undefined, field = '', plant = true): fc.Arbitrary<unknown> {
  const hostile = fc.oneof(oddString, oddNumber, oddJson);
  const planted = plant ? [{ weight: PERSONAL_FIELD.test(field) ? 3 : 1, arbitrary: fc.constantFrom(...personalValues) }] : [];
  return fc.oneof({ weight: 3, arbitrary: fitting(schema, field) }, { weight: 2, arbitrary: hostile }, ...planted);
}

/** A value the schema accepts, as far as its JSON Schema tells (formats and refinements aside). */
export function fitting(schema: SchemaNode | undefined, field: string): fc.Arbitrary<unknown> {
  if (!schema) return oddJson;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => fitting(v, field)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1000, -(2 ** 31));
      const max = Math.min(schema.maximum ?? 1000, 2 ** 31 - 1);
      return fc.oneof(fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 5), Math.max(min, 1)) }), fc.integer({ min, max: Math.max(min, max) }));
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fitting(schema.items, field), { maxLength: 3 });
    case 'object':
      return objectFor(schema.properties ?? {});
    case 'string':
      if (PERSONAL_FIELD.test(field)) return fc.constantFrom(...personalValues);
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) });
    default:
      return oddJson;
  }
}

/** An object over the schema's fields (each present or not), now and then with a stranger. */
export function objectFor(properties: Record<string, SchemaNode>): fc.Arbitrary<Record<string, unknown>> {
  const known = Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, valueFor(schema, key)]));
  return fc
    .tuple(fc.record(known, { requiredKeys: [] }), fc.dictionary(oddString, oddJson, { maxKeys: 2 }), fc.nat(3))
    .map(([fields, strangers, extra]) => (extra === 0 ? { ...strangers, ...fields } : fields));
}

/** Percent-encodes text that `encodeURIComponent` refuses (lone surrogates) byte by byte. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

/** A query string over the route's names: repeated names, unknown names, raw broken escapes. */
export function queryFor(properties: Record<string, SchemaNode>): fc.Arbitrary<string> {
  const names = Object.keys(properties);
  const name = names.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: oddString }) : oddString;
  const pair = name.chain((key) =>
    fc.tuple(fc.constant(key), valueFor(properties[key], key).map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? ''))),
  );
  return fc
    .tuple(fc.array(pair, { maxLength: 5 }), fc.constantFrom('', '', '', '&%', '&a=%zz', '&=', '&&', '&x[]=1&x[y]=2'))
    .map(([pairs, tail]) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&') + tail);
}

/** A path parameter: a fitting value or a hostile one, encoded as a client would (or not). */
export function pathValueFor(schema: SchemaNode | undefined): fc.Arbitrary<string> {
  return valueFor(schema, '', false)
    .map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? 'undefined'))
    .chain((text) => fc.constantFrom(encode(text), encode(text).replace(/%2F/gi, '/'), text.replace(/[^\x21-\x7e]/g, '')))
    .map((text) => (text === '' ? '%20' : text.slice(0, 2_000)));
}

/** A multipart form built by hand, so that it can be broken in every way a client might. */
export function multipart(parts: [name: string, value: string, filename?: string][], boundary = 'fuzzBoundary7MA4YWxk') {
  const text = parts
    .map(([name, value, filename]) =>
      filename === undefined
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${value}\r\n`,
    )
    .join('');
  return { payload: Buffer.from(`${text}--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface Body {
  kind: string;
  payload: string | Buffer;
  contentType?: string;
}

/** A request body: mostly JSON over the route's fields; also broken JSON, forms, multipart, others. */
export function bodyFor(properties: Record<string, SchemaNode>): fc.Arbitrary<Body | undefined> {
  const names = Object.keys(properties);
  const fieldName = names.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...names) }, oddString) : oddString;
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');
  const formPairs = fc.array(fieldName.chain((k) => fc.tuple(fc.constant(k), valueFor(properties[k], k).map(text))), { maxLength: 5 });
  const deep = fc.integer({ min: 500, max: 5_000 }).map((n) => '['.repeat(n) + ']'.repeat(n));
  return fc.oneof(
    { weight: 6, arbitrary: objectFor(properties).map((o): Body => ({ kind: 'json', payload: JSON.stringify(o), contentType: 'application/json' })) },
    { weight: 1, arbitrary: oddJson.map((v): Body => ({ kind: 'json-any', payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"a":', '{"a":1}}', "{'a':1}", '\u0000', '', 'null', '[1,2', '{"__proto__":{"admin":true}}', '{"a":1,"a":2}', '\uFEFF{}')
        .map((payload): Body => ({ kind: 'json-broken', payload, contentType: 'application/json' })),
    },
    { weight: 1, arbitrary: deep.map((payload): Body => ({ kind: 'json-deep', payload, contentType: 'application/json' })) },
    {
      weight: 2,
      arbitrary: formPairs.map((pairs): Body => ({
        kind: 'form',
        payload: pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'),
        contentType: 'application/x-www-form-urlencoded',
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(formPairs, fc.option(fc.tuple(fieldName, fc.string({ unit: 'binary', maxLength: 200 }), oddString), { nil: undefined }), fc.boolean())
        .map(([pairs, file, broken]): Body => {
          const form = multipart([...pairs, ...(file ? [file] : [])].map((p) => [p[0].replace(/["\r\n]/g, '_'), p[1], p[2]?.replace(/["\r\n]/g, '_')]));
          return { kind: 'multipart', payload: broken ? form.payload.subarray(0, Math.floor(form.payload.length / 2)) : form.payload, contentType: form.contentType };
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(undefined, 'text/plain', 'application/xml', 'application/json; charset=utf-16', 'multipart/form-data', 'application/offset+octet-stream', '*/*'), oddString)
        .map(([contentType, payload]): Body => ({ kind: 'other', payload, ...(contentType ? { contentType } : {}) })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}
