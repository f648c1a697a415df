import { beforeAll, expect } from 'vitest';
import type { Db } from '../../db/connection';
import { ALL_PERMISSIONS } from '../../db/seed/demo';
import { foldTurkish } from '../../db/turkish';
import { nowIso } from '../../http/clock';
import { createBankAccount, createHousesWithOwners, incomeTypeId } from '../../test/accountingFixtures';
import { createInvoice, createSupplier, freeAssessment, payInvoice, systemExpenseTypeId } from '../../test/apiRecords';
import { type Json, useTwoTenantsApp } from '../../test/apiTest';
import { createWorker } from '../../test/fixtures';
import type { DbKind } from '../../test/testDb';

const stamps = () => ({ created_at: nowIso(), updated_at: nowIso() });

/** A second complex of the same company, with its block. */
async function createSecondCluster(db: Db, companyId: number) {
  const cluster = await db
    .insertInto('clusters')
    .values({ ...stamps(), company_id: companyId, name: 'Lale Sitesi', search: foldTurkish('Lale Sitesi') })
    .returning('id')
    .executeTakeFirstOrThrow();
  const block = await db
    .insertInto('blocks')
    .values({ ...stamps(), cluster_id: cluster.id, name: 'B Blok' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { clusterId: cluster.id, blockId: block.id };
}

/**
 * The analyses' books, written through the API. In the first complex (Kardelen Sitesi), 2026:
 * - invoice A billed 10.01 (Enerji Giderleri/Elektrik 1000,33 + Bakım Onarım 500,17), paid 1000,01 on 15.02;
 *   invoice B billed 03.02 (Bakım Onarım 200,01), paid in full on 20.02;
 * - dues (Aidat): house 1 1000 in January and February, house 2 750,50 in January;
 * - collections: house 1 1500 on 05.02 (January's due and half of February's), house 3 300 on 06.02 (credit).
 * In the second complex (Lale Sitesi): invoice billed 12.01 of 300 (Bakım Onarım) and a due of 400 on house 1.
 * `manager` sees both complexes; `worker` only the first.
 */
export function useAnalysisBooks(kind: DbKind) {
  const t = useTwoTenantsApp(kind, { pageUrl: '/analysis/expense-pivot' });
  const s = {
    second: { clusterId: 0, blockId: 0 },
    manager: '',
    houses: [] as { id: number; ownerId: number }[],
    secondHouses: [] as { id: number; ownerId: number }[],
    bankId: 0,
    secondBankId: 0,
    energy: 0,
    electricity: 0,
    maintenance: 0,
    aidat: 0,
  };
  const ok = async (token: string, method: 'POST', url: string, body: Json) => {
    const res = await t.call(token, method, url, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  beforeAll(async () => {
    s.second = await createSecondCluster(t.db, t.own.companyId);
    s.manager = await createWorker(t.app, t.db, {
      email: 'analiz@kardelen.com',
      companyId: t.own.companyId,
      clusterIds: [t.own.clusterId, s.second.clusterId],
      permissions: ALL_PERMISSIONS,
    });
    s.houses = await createHousesWithOwners(t.db, t.own.clusterId, t.own.blockId, 3);
    s.secondHouses = await createHousesWithOwners(t.db, s.second.clusterId, s.second.blockId, 1);
    s.bankId = await createBankAccount(t.db, t.own.clusterId, 'Ziraat Bankası');
    s.secondBankId = await createBankAccount(t.db, s.second.clusterId, 'Vakıfbank');
    s.energy = await systemExpenseTypeId(t.db, 'Enerji Giderleri');
    s.electricity = await systemExpenseTypeId(t.db, 'Elektrik');
    s.maintenance = await systemExpenseTypeId(t.db, 'Bakım Onarım');
    s.aidat = await incomeTypeId(t.db);

    const invoice = async (clusterId: number, providerId: number, billedOn: string, items: Json[]) =>
      (
        await createInvoice(t.call, s.manager, {
          cluster_id: clusterId,
          provider_id: providerId,
          billed_on: billedOn,
          last_payment_on: billedOn,
          invoice_type_id: 2,
          payment_type_id: 1,
          items,
        })
      ).id;
    const supplier = await createSupplier(t.call, s.manager, t.own.clusterId, {
      name: 'Boğaziçi Elektrik',
      title: 'Boğaziçi Elektrik A.Ş.',
    });
    const invoiceA = await invoice(t.own.clusterId, supplier, '2026-01-10', [
      { expense_type_id: s.energy, child_expense_type_id: s.electricity, amount: 1000.33, description: 'Elektrik' },
      { expense_type_id: s.maintenance, child_expense_type_id: null, amount: 500.17, description: 'Bakım' },
    ]);
    const invoiceB = await invoice(t.own.clusterId, supplier, '2026-02-03', [
      { expense_type_id: s.maintenance, child_expense_type_id: null, amount: 200.01, description: 'Bakım' },
    ]);
    await payInvoice(t.call, s.manager, invoiceA, {
      collected_on: '2026-02-15',
      amount: 1000.01,
      bank_account_id: s.bankId,
    });
    await payInvoice(t.call, s.manager, invoiceB, {
      collected_on: '2026-02-20',
      amount: 200.01,
      bank_account_id: s.bankId,
    });
    const secondSupplier = await createSupplier(t.call, s.manager, s.second.clusterId, {
      name: 'Lale Bakım',
      title: 'Lale Bakım Ltd.',
    });
    await invoice(s.second.clusterId, secondSupplier, '2026-01-12', [
      { expense_type_id: s.maintenance, child_expense_type_id: null, amount: 300, description: 'Bakım' },
    ]);

    const due = (clusterId: number, houseId: number, amount: number, startsOn: string, description: string) =>
      ok(
        s.manager,
        'POST',
        '/assessments',
        freeAssessment({ clusterId, incomeTypeId: s.aidat, houseId, amount, startsOn, description }),
      );
    const [h1, h2, h3] = s.houses as [(typeof s.houses)[0], (typeof s.houses)[0], (typeof s.houses)[0]];
    await due(t.own.clusterId, h1.id, 1000, '2026-01-15', 'Ocak aidatı');
    await due(t.own.clusterId, h2.id, 750.5, '2026-01-15', 'Ocak aidatı');
    await due(t.own.clusterId, h1.id, 1000, '2026-02-15', 'Şubat aidatı');
    await due(s.second.clusterId, (s.secondHouses[0] as { id: number }).id, 400, '2026-01-15', 'Ocak aidatı');
    const collect = (houseId: number, amount: number, on: string) =>
      ok(s.manager, 'POST', '/collections', {
        cluster_id: t.own.clusterId,
        bank_account_id: s.bankId,
        house_id: houseId,
        amount,
        collected_on: on,
        description: 'Aidat ödemesi',
      });
    await collect(h1.id, 1500, '2026-02-05');
    await collect(h3.id, 300, '2026-02-06');
  }, 120_000);
  return { t, s };
}
