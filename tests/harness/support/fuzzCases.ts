/**
 * Bad input for the fuzzer, drawn from a seeded PRNG (mock-server/seed/random.ts): malformed and
 * hostile bodies, path parameters and query strings. Each case is built from its own index, so a
 * run is the same whatever the concurrency, and `FUZZ_SEED`/the index reproduce any one request.
 */
import { Random } from '../../../mock-server/seed/random';
import { POLLUTION_MARKERS } from './integrity';

export interface BodyCase {
  name: string;
  contentType?: string;
  body: string | Buffer;
}

const MB = 1024 * 1024;
const huge = (n: number) => 'x'.repeat(n);
const pollution = `{"${POLLUTION_MARKERS[0]}":"sí","${POLLUTION_MARKERS[1]}":true,"${POLLUTION_MARKERS[2]}":["ROLE_ADMIN"],"${POLLUTION_MARKERS[3]}":1}`;

/** A value of the wrong type for any field. */
const WRONG_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  3.5,
  '',
  ' ',
  'null',
  '0',
  [],
  [null],
  [1, 'a'],
  {},
  { a: { b: { c: 1 } } },
  '🚢'.repeat(50),
  '\u0000',
  '<script>x</script>',
  '12.345.678-9',
];

/** The record with some fields replaced by wrong types, JSON text. */
function wrongTypes(rnd: Random, record: Record<string, unknown>): string {
  const out: Record<string, unknown> = { ...record };
  const keys = Object.keys(out);
  for (const key of rnd.sample(keys.length ? keys : ['id', 'name'], rnd.int(1, 3))) out[key] = rnd.pick(WRONG_VALUES);
  return JSON.stringify(out);
}

/** Deeply nested object: recursive code on the server must not overflow into a 500. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Bodies written as JSON text, since JSON.parse (not an object literal) creates own `__proto__` keys. */
const PROTO_BODIES = (record: string): string[] => [
  `{"__proto__":${pollution}}`,
  `{"constructor":{"prototype":${pollution}}}`,
  `{"prototype":${pollution}}`,
  `${record.slice(0, -1)}${record.length > 2 ? ',' : ''}"__proto__":${pollution}}`,
  `{"user":{"__proto__":${pollution}},"contactInfo":{"constructor":{"prototype":${pollution}}}}`,
  `[{"__proto__":${pollution}}]`,
  `{"__proto__":{"__proto__":${pollution}}}`,
];

export function bodyCase(rnd: Random, record: Record<string, unknown>): BodyCase {
  const json = JSON.stringify(record);
  const kind = rnd.int(0, 15);
  switch (kind) {
    case 0:
      return { name: 'tipos incorrectos', contentType: 'application/json', body: wrongTypes(rnd, record) };
    case 1:
      return {
        name: 'JSON escalar',
        contentType: 'application/json',
        body: rnd.pick(['null', 'true', '42', '"texto"', '[]', '[{}]', '""', '-0', '1e999']),
      };
    case 2:
      // Huge input is rare (1 MB each) but always exercised in a run of a few hundred requests.
      return rnd.chance(0.5)
        ? {
            name: 'texto de 1 MB',
            contentType: 'application/json',
            body: JSON.stringify({ ...record, [rnd.pick([...Object.keys(record), 'name'])]: huge(MB) }),
          }
        : {
            name: 'arreglo enorme',
            contentType: 'application/json',
            body: JSON.stringify(
              rnd.chance(0.5) ? new Array(100_000).fill(1) : { ...record, id: new Array(50_000).fill('a') },
            ),
          };
    case 3:
      return { name: 'anidado profundo', contentType: 'application/json', body: nested(rnd.pick([50, 500, 3000])) };
    case 4:
    case 5:
      return { name: '__proto__/constructor', contentType: 'application/json', body: rnd.pick(PROTO_BODIES(json)) };
    case 6:
      return {
        name: 'JSON truncado',
        contentType: 'application/json',
        body: json.slice(0, rnd.int(1, Math.max(1, json.length - 1))),
      };
    case 7:
      return { name: 'text/plain', contentType: 'text/plain', body: json };
    case 8:
      return {
        name: 'form-urlencoded',
        contentType: 'application/x-www-form-urlencoded',
        body: rnd.pick([
          'a=1&a=2',
          '__proto__[polluted]=1&constructor[prototype][polluted]=1',
          'id=&name=%ZZ',
          'user[login]=x',
          `name=${huge(10_000)}`,
        ]),
      };
    case 9:
      return {
        name: 'multipart basura',
        contentType: 'multipart/form-data; boundary=zzz',
        body: rnd.pick([
          '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zzz--',
          '--zzz\r\n\r\n',
          'no es multipart',
        ]),
      };
    case 10:
      return { name: 'sin content-type', body: json };
    case 11:
      return {
        name: 'charset raro',
        contentType: rnd.pick([
          'application/json; charset=utf-7',
          'application/json; charset=nada',
          'application/json; charset=latin1',
        ]),
        body: json,
      };
    case 12:
      return {
        name: 'UTF-8 inválido',
        contentType: 'application/json',
        body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]),
      };
    case 13:
      return {
        name: 'content-type JSON con otro cuerpo',
        contentType: rnd.pick(['application/json', 'application/vnd.api+json', 'application/merge-patch+json']),
        body: rnd.pick(['<xml/>', 'a=1', '\u0000\u0001', '{"a":1}{"b":2}']),
      };
    case 15:
      // Now and then the record as it is: updates then succeed, so the reload check has writes to compare.
      return { name: 'registro tal cual', contentType: 'application/json', body: json };
    default:
      return {
        name: 'campos extra',
        contentType: 'application/json',
        body: JSON.stringify({
          ...record,
          id: rnd.pick(WRONG_VALUES),
          extra: rnd.pick(WRONG_VALUES),
          [`${rnd.letters(3)}.${rnd.letters(3)}`]: 1,
        }),
      };
  }
}

/** Path parameter values, sent as they are (already percent-encoded where http requires it). */
export const BAD_PARAMS: readonly string[] = [
  '..%2F',
  '..%2F..%2Fdb.json',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..',
  '.',
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%C3%28',
  huge(3000),
  encodeURIComponent('🚢📦'),
  '%F0%9F',
  '%20',
  'a%20b',
  '%20%20%20',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '%5B%5D',
  '%7B%7D',
  '%22',
  "'",
  ';',
  '%3Cscript%3E',
  '*',
  '%2A',
  '12.345.678-9',
  'msc',
];

/** Query strings: arrays, objects, json-server operators and hostile keys. */
export const BAD_QUERIES: readonly string[] = [
  'a[b]=1',
  'a[]=1&a[]=2',
  '_sort=__proto__',
  '_sort=a&_sort=b',
  '_sort=constructor&_order=desc',
  '_order=sideways',
  '_embed=user',
  '_expand=agent',
  '_embed[]=user',
  'q=',
  'q=%00',
  `q=${huge(5000)}`,
  'q[]=1',
  'q=a&q=b',
  'q[a]=1',
  'name_like=(',
  'name_like=[',
  'id_like=*',
  'name_like=a&name_like=b',
  '_page=-1&_limit=abc',
  '_start=a&_end=b',
  '_limit=1e10',
  'id_gte=__proto__',
  'id_ne=1&id_ne=2',
  '__proto__[polluted]=1',
  '__proto__.polluted=1',
  'constructor[prototype][polluted]=1',
  'user.login=aga',
  'theme=dark&theme=light',
  '_page=1&_per_page=%ZZ',
  '%ZZ=1',
  'callback=alert',
  'x=' + encodeURIComponent('🚢'),
];

export const rngFor = (seed: number, index: number) => new Random(`fuzz-${index}`, seed);
