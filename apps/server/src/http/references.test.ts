import { foreignReferenceMessage } from '@site/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { seedDemo } from '../db/seed/demo';
import type { Database } from '../db/types';
import { createTestApp, testDbKinds } from '../test/testDb';
import { NOT_REFERENCES, REFERENCES } from './references';

type SchemaObject = { properties?: Record<string, unknown> };

/** Tables of which the walk can make a row in any complex (see rowOf). */
const MAKEABLE = new Set<keyof Database>([
  'bank_activities',
  'cluster_providers',
  'fixtures',
  'maintenances',
  'house_integrations',
  'other_income_records',
  'requests',
  'visitor_logs',
  'cluster_payment_providers',
  'projects',
  'income_types',
  'expense_types',
  'other_incomes',
  'fixture_groups',
  'maintenance_types',
  'enforcements',
  'invoices',
]);
type WriteOperation = { method: 'POST' | 'PUT' | 'PATCH'; path: string; fields: string[] };

/**
 * Every write endpoint of the OpenAPI document, walked with a record of another complex in each of its
 * reference fields: the answer is a 422 on that field that names nothing of the other complex, and nothing
 * is written. The demo company has two complexes; the manager sees only Yeşilvadi, so Marmara's records are
 * "another complex" for both the manager and (as the write's complex is Yeşilvadi) the super administrator.
 */
describe.each(testDbKinds)('references of every write on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  const tokens: Record<string, string> = {};
  let own = 0;
  let other = 0;

  beforeAll(async () => {
    const t = await createTestApp(kind);
    app = t.app;
    db = t.db;
    close = t.close;
    await seedDemo(db);
    await app.ready();
    const clusters = await db.selectFrom('clusters').select(['id', 'name']).orderBy('id').execute();
    own = clusters.find((c) => c.name.startsWith('Yeşilvadi'))?.id as number;
    other = clusters.find((c) => c.name.startsWith('Marmara'))?.id as number;
    for (const email of ['admin@demo.test', 'yonetici@demo.test']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/sanctum/token',
        payload: { email, password: 'demo1234' },
      });
      tokens[email] = res.json().data.token;
    }
  }, 120_000);
  afterAll(() => close());

  /** A row of `table` in the complex, made when the demo data has none; its name is what must never leak. */
  async function rowOf(table: keyof Database, clusterId: number): Promise<{ id: number; name: string | null }> {
    // biome-ignore lint/suspicious/noExplicitAny: any complex-owned table
    const t = table as any;
    const existing = (await db
      .selectFrom(t)
      .selectAll()
      .where('cluster_id', '=', clusterId)
      .orderBy('id')
      .executeTakeFirst()) as Record<string, unknown> | undefined;
    if (existing) return { id: Number(existing.id), name: (existing.name as string | undefined) ?? null };
    const now = new Date().toISOString();
    const name = `Gizli ${table} ${clusterId}`;
    if (table === 'enforcements') {
      const resident = await rowOf('residents', clusterId);
      const row = await db
        .insertInto('enforcements')
        .values({
          cluster_id: clusterId,
          resident_id: resident.id,
          issued_on: '2026-01-05',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, name: null };
    }
    // Rows the demo data lacks, made with just the columns the table requires.
    const made: Partial<Record<keyof Database, () => Promise<Record<string, unknown>>>> = {
      cluster_providers: async () => ({ provider_type_id: 5, name, title: name }),
      invoices: async () => ({
        provider_id: (await rowOf('cluster_providers', clusterId)).id,
        billed_on: '2026-01-05',
      }),
      fixtures: async () => ({ name, fixture_group_id: (await rowOf('fixture_groups', clusterId)).id }),
      maintenances: async () => ({ name, maintenance_type_id: (await rowOf('maintenance_types', clusterId)).id }),
      requests: async () => ({ kind: 1, title: name }),
      visitor_logs: async () => ({
        visitor_name: name,
        entered_at: '2026-01-05T08:00:00.000Z',
        entered_on: '2026-01-05',
      }),
      house_integrations: async () => ({
        house_id: (await rowOf('houses', clusterId)).id,
        integration_code: 'K-1',
        provider_name: name,
      }),
      other_income_records: async () => ({
        other_income_id: (await rowOf('other_incomes', clusterId)).id,
        bank_account_id: (await rowOf('bank_accounts', clusterId)).id,
        amount: 10_000,
        collected_on: '2026-01-05',
      }),
      cluster_payment_providers: async () => {
        const bank = (await rowOf('bank_accounts', clusterId)).id;
        return {
          payment_provider_id: 1,
          pos_account_id: bank,
          bank_account_id: bank,
          submerchant_id: 'SUBMERCHANT-01',
        };
      },
    };
    const make = made[table];
    if (make) {
      const values = { ...(await make()), cluster_id: clusterId, created_at: now, updated_at: now };
      const row = (await db.insertInto(t).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number };
      return { id: Number(row.id), name: table === 'cluster_providers' ? name : null };
    }
    if (table === 'bank_activities') {
      const bank = await rowOf('bank_accounts', clusterId);
      const row = await db
        .insertInto('bank_activities')
        .values({
          cluster_id: clusterId,
          bank_account_id: bank.id,
          reference_no: `ref-${clusterId}`,
          activity_on: '2026-01-05',
          amount: 150_000,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, name: null };
    }
    const row = (await db
      .insertInto(t)
      .values({ cluster_id: clusterId, name, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: number };
    return { id: Number(row.id), name };
  }

  function writeOperations(): WriteOperation[] {
    const doc = app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: SchemaObject }> } }>>;
    };
    const ops: WriteOperation[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const upper = method.toUpperCase();
        if (upper !== 'POST' && upper !== 'PUT' && upper !== 'PATCH') continue;
        const props = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
        ops.push({ method: upper, path, fields: Object.keys(props) });
      }
    }
    return ops;
  }

  it('knows every id field of every write body, as a reference or as something else', () => {
    const unknown = writeOperations()
      .flatMap((op) => op.fields.map((f) => ({ op, f })))
      .filter(({ f }) => /_ids?$/.test(f) && !REFERENCES[f] && !NOT_REFERENCES.has(f))
      .map(({ op, f }) => `${op.method} ${op.path}: ${f}`);
    expect(unknown).toEqual([]);
  });

  it('refuses a record of another complex in every reference field of every write endpoint', async () => {
    const ops = writeOperations().filter((op) => op.fields.some((f) => REFERENCES[f]));
    expect(ops.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let checked = 0;
    const logCount = async () =>
      Number((await db.selectFrom('action_logs').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

    const hasRow = async (table: keyof Database, clusterId: number) => {
      // biome-ignore lint/suspicious/noExplicitAny: any complex-owned table
      const t = table as any;
      return Boolean(await db.selectFrom(t).select('id').where('cluster_id', '=', clusterId).executeTakeFirst());
    };

    for (const [who, token] of Object.entries(tokens)) {
      for (const op of ops) {
        // The path names the write's complex ("home"), or one of its records of the table the route changes.
        const recordTable = app.recordTables.get(`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`);
        const needsRecord = /\{(id|invoiceId)\}/.test(op.path) && !op.path.startsWith('/api/clusters/{id}');
        if (needsRecord && !recordTable) {
          failures.push(`${op.method} ${op.path}: changes a record without naming its table (config.recordTable)`);
          continue;
        }
        // Yeşilvadi has no money yet: a route changing an invoice or a collection is tried in Marmara, and
        // Yeşilvadi is then the other complex. The manager cannot see Marmara, so only the administrator tries it.
        const home = recordTable && !(await hasRow(recordTable, own)) ? other : own;
        const away = home === own ? other : own;
        if (home !== own && who !== 'admin@demo.test') continue;
        let url = op.path.replace('{clusterId}', String(home));
        if (op.path.startsWith('/api/clusters/{id}')) url = url.replace('{id}', String(home));
        if (needsRecord && recordTable) {
          if (!(await hasRow(recordTable, home)) && !MAKEABLE.has(recordTable)) {
            failures.push(`${op.method} ${op.path}: no ${recordTable} row to change`);
            continue;
          }
          const record = await rowOf(recordTable, home);
          url = url.replace(/\{(id|invoiceId)\}/g, String(record.id));
        }
        for (const field of op.fields.filter((f) => REFERENCES[f])) {
          const label = `${who} ${op.method} ${op.path} ${field}`;
          const table = REFERENCES[field].table;
          if (!(await hasRow(table, away)) && !MAKEABLE.has(table)) {
            failures.push(`${label}: no ${table} row in the other complex to try`);
            continue;
          }
          const foreign = await rowOf(table, away);
          const send = async (id: number) => {
            const payload: Record<string, unknown> = { [field]: field.endsWith('_ids') ? [id] : id };
            if (op.fields.includes('cluster_id') && !url.includes(`/${home}`)) payload.cluster_id = home;
            return app.inject({ method: op.method, url, headers: { authorization: `Bearer ${token}` }, payload });
          };
          const before = await logCount();
          const res = await send(foreign.id);
          checked++;
          if (res.statusCode !== 422 || !res.json().errors?.[field]?.includes(foreignReferenceMessage)) {
            failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          } else if (foreign.name && res.body.includes(foreign.name)) {
            failures.push(`${label}: names the other complex's record`);
          } else if ((await logCount()) !== before) {
            failures.push(`${label}: wrote something`);
          }
          // The complex's own record in the same field is not refused as foreign.
          if (await hasRow(table, home)) {
            const mine = await rowOf(table, home);
            const ok = await send(mine.id);
            if (ok.statusCode === 422 && ok.json().errors?.[field]?.includes(foreignReferenceMessage))
              failures.push(`${label}: refuses the complex's own record`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('refuses a house moved into another complex’s block, naming nothing of it, and leaves the house as it was', async () => {
    const foreignBlock = await rowOf('blocks', other);
    const house = await rowOf('houses', own);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/houses/${house.id}`,
      headers: { authorization: `Bearer ${tokens['yonetici@demo.test']}` },
      payload: { block_id: foreignBlock.id },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.block_id).toEqual([foreignReferenceMessage]);
    expect(res.body).not.toContain(foreignBlock.name ?? '');
    const unchanged = await db
      .selectFrom('houses')
      .select('block_id')
      .where('id', '=', house.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.block_id).not.toBe(foreignBlock.id);
  });
});
