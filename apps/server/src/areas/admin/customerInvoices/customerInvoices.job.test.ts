import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { todayInTurkey } from '../../../http/clock';
import { createTestDb, type TestDb, testDbKinds } from '../../../test/testDb';
import { complexWithHouses, holdProduct, insertCustomer, insertProduct, runComplex } from './customerInvoices.fixtures';
import { startCustomerInvoiceJob } from './customerInvoices.job';

describe.each(testDbKinds)('the daily customer invoice job on %s', (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => testDb.drop());

  it("issues the current month's invoices at start, and a second start (another server) makes none more", async () => {
    const { db } = testDb;
    const clusterId = await complexWithHouses(db, 'Lale', 2);
    const customerId = await insertCustomer(db, 'Lale Yönetim');
    await holdProduct(db, customerId, await insertProduct(db, 'Yazılım'), 1500, '2020-01-01');
    await runComplex(db, customerId, clusterId, '2020-01-01');
    const log = { info: vi.fn(), error: vi.fn() };
    const month = todayInTurkey().slice(0, 7);

    const invoices = () => db.selectFrom('customer_invoices').select(['period_key', 'amount']).execute();
    const stops = [startCustomerInvoiceJob(db, log), startCustomerInvoiceJob(db, log)];
    await vi.waitFor(async () => expect(log.info).toHaveBeenCalledTimes(1), { timeout: 5000 });
    // The second run ends with nothing created and logs nothing; give it a moment to finish.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const stop of stops) stop();
    expect(await invoices()).toEqual([{ period_key: month, amount: 3000 }]);
    // The job's invoice is in the action log as an addition made by no user.
    const logged = await db
      .selectFrom('action_logs')
      .select(['user_id', 'action_type_id'])
      .where('entity_type', '=', 'customer_invoice')
      .execute();
    expect(logged).toEqual([{ user_id: null, action_type_id: 1 }]);
    expect(log.info).toHaveBeenCalledWith({ month, created: 1, skipped: 0 }, 'customer invoices issued');
    expect(log.error).not.toHaveBeenCalled();
  });
});
