import { beforeAll, describe, expect, it } from 'vitest';
import { createBankAccount, createHousesWithOwners, incomeTypeId } from '../../../test/accountingFixtures';
import { freeAssessment } from '../../../test/apiRecords';
import { useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;

/** What the collection screens and the house balances read: the lists, their exports and one collection. */
describe.each(testDbKinds)('collections and house balances as read on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: '/incomes/houses' });
  let houses: Awaited<ReturnType<typeof createHousesWithOwners>>;
  let collectionId: number;

  const read = async (url: string) => {
    const res = await t.call(t.worker, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    houses = await createHousesWithOwners(t.db, t.own.clusterId, t.own.blockId, 2);
    const bankId = await createBankAccount(t.db, t.own.clusterId, 'Ziraat Bankası');
    const due = freeAssessment({
      clusterId: t.own.clusterId,
      incomeTypeId: await incomeTypeId(t.db),
      houseId: houses[0].id,
      amount: 300,
      startsOn: '2026-01-31',
      description: 'Ocak aidatı',
    });
    expect((await t.call(t.worker, 'POST', '/assessments', due)).statusCode).toBe(201);
    const res = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/collections`, {
      house_id: houses[0].id,
      resident_id: houses[0].ownerId,
      bank_account_id: bankId,
      amount: 500,
      collected_on: '2026-02-10',
      description: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    collectionId = res.json().data.id;
  }, 120_000);

  it('lists the collections with their footer, shows one with the debt it paid, and exports them', async () => {
    const page = await read(`/clusters/${t.own.clusterId}/collections`);
    expect(page.data.map((c: Json) => c.id)).toEqual([collectionId]);
    expect(page.data[0]).toMatchObject({ amount: 500, allocated: 300, credit: 200, place_name: 'Ziraat Bankası' });
    expect(page.meta.totals).toEqual({ amount: 500 });

    const shown = (await read(`/collections/${collectionId}`)).data;
    expect(shown.allocations).toEqual([
      expect.objectContaining({ amount: 300, debt_amount: 300, kind: 'assessment', description: 'Ocak aidatı' }),
    ]);

    const file = await read(`/clusters/${t.own.clusterId}/collections?export=1`);
    expect(file.data.url).toMatch(/^\/api\/files\//);
  });

  it('lists the houses with their balances and exports them', async () => {
    const page = await read(`/clusters/${t.own.clusterId}/house-balances`);
    const first = page.data.find((h: Json) => h.id === houses[0].id);
    expect(first).toMatchObject({ balance: -200, debt_total: 300 });
    expect(page.meta.totals).toEqual({ balance: -200, debt_total: 300 });
    const file = await read(`/clusters/${t.own.clusterId}/house-balances?export=1`);
    expect(file.data.url).toMatch(/^\/api\/files\//);
  });

  it("takes a collection back and hides another company's", async () => {
    expect((await t.call(t.outsider, 'GET', `/collections/${collectionId}`)).statusCode).toBe(404);
    const res = await t.call(t.worker, 'DELETE', `/collections/${collectionId}`);
    expect(res.json()).toEqual({ data: { deleted: true } });
    expect((await read(`/clusters/${t.own.clusterId}/collections`)).data).toEqual([]);
  });
});
