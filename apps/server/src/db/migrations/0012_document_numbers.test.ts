import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { createTestDb, type TestDb, testDbKinds } from '../../test/testDb';
import type { AnyDb } from '../schemaHelpers';
import { down, up } from './0012_document_numbers';

const at = '2026-01-01T00:00:00.000Z';

describe.each(testDbKinds)('0012 document numbers on %s', (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => testDb.drop());

  it("numbers the invoices and payments written before it per company, in the order they were written, and sets each company's counters", async () => {
    const { db } = testDb;
    await down(db as unknown as AnyDb);
    const a = await createCompanyWithCluster(db, 'Birinci');
    const b = await createCompanyWithCluster(db, 'İkinci');
    const invoice = async (clusterId: number) => {
      const provider = await db
        .insertInto('cluster_providers')
        .values({ cluster_id: clusterId, provider_type_id: 5, name: 'T', title: 'T', created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await sql<{
        id: number;
      }>`insert into invoices (cluster_id, provider_id, billed_on, created_at, updated_at)
        values (${clusterId}, ${provider.id}, '2026-01-01', ${at}, ${at}) returning id`.execute(db);
      return row.rows[0].id;
    };
    const payment = async (clusterId: number, invoiceId: number) =>
      sql`insert into invoice_payments (cluster_id, invoice_id, collected_on, amount, created_at, updated_at)
        values (${clusterId}, ${invoiceId}, '2026-01-02', 100, ${at}, ${at})`.execute(db);
    // Interleaved: A, B, A, A; payments B, A, A.
    const a1 = await invoice(a.clusterId);
    const b1 = await invoice(b.clusterId);
    const a2 = await invoice(a.clusterId);
    const a3 = await invoice(a.clusterId);
    await payment(b.clusterId, b1);
    await payment(a.clusterId, a1);
    await payment(a.clusterId, a3);

    await up(db as unknown as AnyDb);

    const invoices = await db.selectFrom('invoices').select(['id', 'receipt_no']).orderBy('id').execute();
    expect(invoices.map((r) => [r.id, r.receipt_no])).toEqual([
      [a1, 1],
      [b1, 1],
      [a2, 2],
      [a3, 3],
    ]);
    const payments = await db
      .selectFrom('invoice_payments')
      .select(['invoice_id', 'receipt_no'])
      .orderBy('id')
      .execute();
    expect(payments.map((r) => [r.invoice_id, r.receipt_no])).toEqual([
      [b1, 1],
      [a1, 1],
      [a3, 2],
    ]);
    const companies = await db
      .selectFrom('companies')
      .select(['id', 'last_settlement_no', 'last_payment_receipt_no'])
      .where('id', 'in', [a.companyId, b.companyId])
      .orderBy('id')
      .execute();
    expect(companies.map((c) => [c.last_settlement_no, c.last_payment_receipt_no])).toEqual([
      [3, 2],
      [1, 1],
    ]);
  });
});
