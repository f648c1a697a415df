import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../db/seed/demo';
import { createTestApp, testDbKinds } from '../test/testDb';

/**
 * Bad input on every operation of the OpenAPI document, so an endpoint added later is fuzzed too: wrong
 * types, missing and extra fields, huge and negative numbers, 2^31 and 2^63 ids, long and NUL-containing
 * strings, invalid dates, nested objects and arrays, broken JSON. No answer may be a 5xx, and no 4xx may
 * speak English. Deterministic: the same requests every run.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type SchemaObject = { type?: string | string[]; properties?: Record<string, SchemaObject>; anyOf?: SchemaObject[] };
type Operation = { method: string; path: string; body: SchemaObject | null };

const HUGE_IDS = ['2147483648', '9223372036854775808', '100000000000000000000'];
const PATH_VALUES = ['0', '-1', 'abc', '1.5', ...HUGE_IDS, '9'.repeat(400), '1%00', '1'];
const LONG = 'ş'.repeat(10_000);
const NUL = 'ad\u0000soyad';
/** One value of each wrong kind, for any field. */
const FIELD_VALUES: Json[] = [
  'zzz',
  '1.234,56',
  NUL,
  LONG,
  '2024-02-30',
  -1,
  0,
  1.5,
  2 ** 31,
  2 ** 63,
  1e308,
  true,
  null,
  [],
  [1, 'x', null],
  {},
  { nested: { deeper: [1] } },
];
const QUERIES: Record<string, string>[] = [
  { page: '100000000000000000000' },
  { page: '-5', per_page: '100000' },
  { page: 'abc', per_page: 'x' },
  { per_page: '2147483648' },
  { order_by: 'zzz', order: 'yukarı' },
  { query: NUL },
  { query: LONG.slice(0, 3000) },
  { cluster_id: '2147483648', house_id: '9223372036854775808', resident_id: '-1' },
  { 'cluster_id[]': '2147483648', 'zzz_tip[]': 'zzz' },
  { 'query[a]': 'b', 'filter[x][y]': 'z' },
  { date_from: '2024-02-30', date_to: 'dün' },
  { export: '1', export_type: 'zzz' },
  { is_active: 'belki', zzz: '1' },
];

// Words of the English messages zod, Fastify and its plugins produce; none belongs in a Turkish answer.
const ENGLISH =
  /\b(invalid|expected|received|required|must|should|body|request|string|number|object|array|option|input|too|the|is|not|of|type|unexpected|cannot|failed|error|unknown|missing|allowed|value|property|characters|format|media|multipart|length|greater|less|than|found|route|method)\b/i;

function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      // Signing the fuzzer itself out would turn every later answer into a 401 and test nothing.
      if (upper === 'DELETE' && path.includes('sanctum/token')) continue;
      const content = (op.requestBody as { content?: Record<string, { schema?: SchemaObject }> } | undefined)?.content;
      ops.push({ method: upper, path, body: content?.['application/json']?.schema ?? null });
    }
  }
  return ops;
}

function withPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

/** Some valid-looking value of a field's declared type, so one broken field is tried among sound ones. */
function plausible(schema: SchemaObject | undefined): Json {
  const types = [schema?.type, ...(schema?.anyOf ?? []).map((s) => s.type)].flat().filter(Boolean);
  if (types.includes('integer') || types.includes('number')) return 1;
  if (types.includes('boolean')) return true;
  if (types.includes('array')) return [];
  if (types.includes('object')) return {};
  return 'Deneme';
}

function bodiesFor(schema: SchemaObject | null): Json[] {
  const props = schema?.properties ?? {};
  const sound: Record<string, Json> = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, plausible(s)]));
  const bodies: Json[] = [{}, [], 'metin', { ...sound, zzz_extra: { a: [1] } }];
  Object.keys(props).forEach((key, index) => {
    // Three wrong values per field, rotating through the list so every kind reaches every endpoint.
    for (let k = 0; k < 3; k++) bodies.push({ ...sound, [key]: FIELD_VALUES[(index * 3 + k) % FIELD_VALUES.length] });
  });
  for (const value of FIELD_VALUES) bodies.push(Object.fromEntries(Object.keys(props).map((k) => [k, value])));
  return bodies;
}

function messagesOf(body: unknown): string[] {
  if (typeof body === 'string') return [body];
  if (Array.isArray(body)) return body.flatMap(messagesOf);
  if (body && typeof body === 'object') return Object.values(body).flatMap(messagesOf);
  return [];
}

describe.each(testDbKinds)('fuzzing every API operation on %s', (kind) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const tokens: string[] = [];

  beforeAll(async () => {
    const t = await createTestApp(kind);
    app = t.app;
    close = t.close;
    await seedDemo(t.db);
    await app.ready();
    for (const email of ['admin@demo.test', 'yonetici@demo.test']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/sanctum/token',
        payload: { email, password: 'demo1234' },
      });
      tokens.push(res.json().data.token);
    }
  }, 120_000);
  afterAll(() => close());

  it('answers every bad request with a Turkish 4xx, never a 5xx', async () => {
    const operations = operationsOf(app);
    expect(operations.length).toBeGreaterThan(100);
    const serverErrors: string[] = [];
    const english: string[] = [];
    let sent = 0;
    const send = async (options: InjectOptions, label: string) => {
      sent++;
      const res = await app.inject(options);
      const short = label.length > 140 ? `${label.slice(0, 140)}…` : label;
      if (res.statusCode >= 500) serverErrors.push(`${res.statusCode} ${short}: ${res.body.slice(0, 160)}`);
      else if (res.statusCode >= 400 && String(res.headers['content-type'] ?? '').includes('json')) {
        const words = messagesOf(res.json()).filter((m) => ENGLISH.test(m));
        if (words.length) english.push(`${res.statusCode} ${short}: ${words.join(' | ').slice(0, 160)}`);
      }
    };

    for (const [who, token] of tokens.entries()) {
      const headers = { authorization: `Bearer ${token}`, 'x-cluster-id': '1' };
      for (const op of operations) {
        const label = `${who ? 'manager' : 'admin'} ${op.method} ${op.path}`;
        const hasParams = op.path.includes('{');
        for (const value of hasParams ? PATH_VALUES : ['']) {
          const url = withPath(op.path, value);
          if (op.method === 'GET' || op.method === 'DELETE') {
            await send({ method: op.method, url, headers }, `${label} [${value.slice(0, 30)}]`);
          } else {
            await send({ method: op.method as 'POST', url, headers, payload: { zzz: NUL } }, `${label} [${value}]`);
          }
        }
        const url = withPath(op.path, '1');
        if (op.method === 'GET') {
          for (const query of QUERIES)
            await send({ method: 'GET', url, headers, query }, `${label} ?${JSON.stringify(query)}`);
          continue;
        }
        if (op.method === 'DELETE') continue;
        for (const body of bodiesFor(op.body)) {
          await send(
            {
              method: op.method as 'POST',
              url,
              headers: { ...headers, ...jsonType.headers },
              payload: JSON.stringify(body),
            },
            `${label} ${JSON.stringify(body).slice(0, 120)}`,
          );
        }
        // Broken JSON, a prototype key, and a body of a type the route does not take.
        await send(
          { method: op.method as 'POST', url, headers: { ...headers, ...jsonType.headers }, payload: '{"a":' },
          `${label} broken JSON`,
        );
        await send(
          {
            method: op.method as 'POST',
            url,
            headers: { ...headers, ...jsonType.headers },
            payload: '{"__proto__":{"x":1},"constructor":{"prototype":{}}}',
          },
          `${label} __proto__`,
        );
        await send(
          {
            method: op.method as 'POST',
            url,
            headers: { ...headers, 'content-type': 'application/xml' },
            payload: '<a/>',
          },
          `${label} xml`,
        );
      }
    }
    expect(sent).toBeGreaterThan(5000);
    expect(serverErrors.length, serverErrors.slice(0, 30).join('\n')).toBe(0);
    expect(english.length, english.slice(0, 30).join('\n')).toBe(0);
  }, 600_000);
});

const jsonType = { headers: { 'content-type': 'application/json' } };
