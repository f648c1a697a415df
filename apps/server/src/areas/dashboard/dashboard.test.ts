import type { DashboardChartsAnswer } from '@site/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_PERMISSIONS } from '../../db/seed/demo';
import { nowIso } from '../../http/clock';
import { createHousesWithOwners, incomeTypeId } from '../../test/accountingFixtures';
import { createSuperadmin, freeAssessment } from '../../test/apiRecords';
import { type Json, postId, useTwoTenantsApp } from '../../test/apiTest';
import { createWorker } from '../../test/fixtures';
import { testDbKinds } from '../../test/testDb';

// "Today" of every test: the ages of debts and the twelve months are counted from it.
const NOW = new Date('2026-06-15T09:00:00.000Z');

describe.each(testDbKinds)('dashboard charts on %s', (kind) => {
  // Only Date is faked, so that timers and the database driver run as usual.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  const t = useTwoTenantsApp(kind, { pageUrl: '/dashboard' });
  let manager: string;
  let superadmin: string;
  let secondClusterId: number;
  const names: Record<string, number> = {};

  const charts = async (query: string, token = manager) => {
    const res = await t.call(token, 'GET', `/dashboard/charts${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DashboardChartsAnswer;
  };

  beforeAll(async () => {
    const a = t.own.clusterId;
    const at = nowIso();
    const second = await t.db
      .insertInto('clusters')
      .values({
        created_at: at,
        updated_at: at,
        company_id: t.own.companyId,
        name: 'Lale Sitesi',
        search: 'lale sitesi',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const b = second.id;
    secondClusterId = b;
    const blockB = await t.db
      .insertInto('blocks')
      .values({ created_at: at, updated_at: at, cluster_id: b, name: 'B Blok' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A manager who sees both complexes of the company; t.worker sees only the first.
    manager = await createWorker(t.app, t.db, {
      email: 'yonetici@kardelen.com',
      companyId: t.own.companyId,
      clusterIds: [a, b],
      permissions: ALL_PERMISSIONS,
    });
    superadmin = await createSuperadmin(t.app, t.db, { email: 'admin@kardelen.com', companyId: t.own.companyId });
    const post = (url: string, payload: Json) => postId(t.call, manager, url, payload);
    const aidat = await incomeTypeId(t.db);

    const housesA = await createHousesWithOwners(t.db, a, t.own.blockId, 3);
    const [houseB] = await createHousesWithOwners(t.db, b, blockB.id, 1);
    const emptyHouseB = await post(`/clusters/${b}/houses`, { block_id: blockB.id, type: 'house', door_number: 'D1' });
    names.bankA = await post(`/clusters/${a}/bank-accounts`, { name: 'Ziraat Bankası' });
    names.safeA = await post(`/clusters/${a}/safes`, { name: 'Yönetim Kasası' });
    names.safeB = await post(`/clusters/${b}/safes`, { name: 'Lale Kasası' });
    names.bankB = await post(`/clusters/${b}/bank-accounts`, { name: 'Halkbank' });
    names.malik1 = housesA[0]?.ownerId as number;
    names.malik2 = housesA[1]?.ownerId as number;
    names.malik3 = housesA[2]?.ownerId as number;
    names.malikB = houseB?.ownerId as number;
    names.emptyHouseB = emptyHouseB;

    const charge = (clusterId: number, houseId: number, amount: number, startsOn: string) =>
      post(
        '/assessments',
        freeAssessment({ clusterId, incomeTypeId: aidat, houseId, amount, startsOn, description: 'Aidat' }),
      );
    const [h0, h1, h2] = housesA.map((h) => h.id) as [number, number, number];
    await charge(a, h0, 1000, '2026-06-20'); // not yet due
    await charge(a, h0, 500, '2026-06-15'); // due today: not yet overdue
    await charge(a, h1, 800, '2026-05-25'); // 21 days overdue
    await charge(a, h1, 100, '2026-05-16'); // 30 days
    await charge(a, h1, 700, '2026-04-10'); // 66 days
    await charge(a, h2, 300, '2026-05-01'); // 45 days
    await charge(a, h2, 2000, '2025-12-01'); // 196 days
    await charge(b, houseB?.id as number, 400, '2026-02-01'); // 134 days
    await charge(b, houseB?.id as number, 250, '2026-06-30'); // not yet due
    await charge(b, emptyHouseB, 600, '2026-05-20'); // 26 days, no resident owes it

    const collect = (clusterId: number, houseId: number, amount: number, on: string, place: Json) =>
      post('/collections', { cluster_id: clusterId, house_id: houseId, amount, collected_on: on, ...place });
    // Each pays the house's oldest debt: 2000 − 100 − 500, 700 − 200 and 400 − 150 stay open.
    await collect(a, h2, 100, '2025-06-30', { bank_account_id: names.bankA }); // before the twelve months
    await collect(a, h2, 500, '2026-03-10', { bank_account_id: names.bankA });
    await collect(a, h1, 200, '2026-06-01', { safe_id: names.safeA });
    await collect(b, houseB?.id as number, 150, '2026-02-10', { safe_id: names.safeB });

    // Requests: open ones are new (1), assigned (2) and in progress (3).
    const request = (clusterId: number, kindId: number, status: number) =>
      t.db
        .insertInto('requests')
        .values({ created_at: at, updated_at: at, cluster_id: clusterId, kind: kindId, status, title: 'Talep' })
        .execute();
    for (const [clusterId, kindId, status] of [
      [a, 1, 1],
      [a, 3, 1],
      [a, 1, 2],
      [a, 4, 3],
      [a, 1, 4],
      [a, 2, 5],
      [a, 3, 6],
      [b, 2, 1],
    ] as const)
      await request(clusterId, kindId, status);
  }, 120_000);

  type Charts = DashboardChartsAnswer['data'];
  const months = (rows: Charts['months']) => Object.fromEntries(rows.map((r) => [r.month, [r.charged, r.collected]]));
  const buckets = (aging: Charts['aging']) =>
    Object.fromEntries(aging.buckets.map((r) => [r.bucket, r.amount])) as Record<string, number>;

  it('charts one complex: charged against collected, debts by age, cash, largest debtors and open requests', async () => {
    const { data, meta } = await charts(`?cluster_id=${t.own.clusterId}`);
    expect(meta).toEqual({ today: '2026-06-15', cluster_id: t.own.clusterId, scope_name: 'Kardelen Sitesi' });
    expect(data.months.map((m) => m.month)).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    expect(months(data.months)).toMatchObject({
      '2025-07': [0, 0],
      '2025-12': [2000, 0],
      '2026-02': [0, 0],
      '2026-03': [0, 500],
      '2026-04': [700, 0],
      '2026-05': [1200, 0],
      '2026-06': [1500, 200],
    });
    expect(buckets(data.aging)).toEqual({
      not_due: 1500,
      days_1_30: 900,
      days_31_60: 300,
      days_61_90: 500,
      days_over_90: 1400,
    });
    expect(data.aging.total).toBe(4600);
    expect(data.cash).toEqual({
      accounts: [
        {
          account_kind: 'bank_account',
          account_id: names.bankA,
          name: 'Ziraat Bankası',
          cluster_name: 'Kardelen Sitesi',
          balance: 600,
        },
        {
          account_kind: 'safe',
          account_id: names.safeA,
          name: 'Yönetim Kasası',
          cluster_name: 'Kardelen Sitesi',
          balance: 200,
        },
      ],
      total: 800,
    });
    expect(data.debtors.map((d) => [d.resident_id, d.house_id, d.name, d.balance])).toEqual([
      [names.malik3, null, 'Malik 3', 1700],
      [names.malik1, null, 'Malik 1', 1500],
      [names.malik2, null, 'Malik 2', 1400],
    ]);
    expect(data.requests).toEqual({
      by_status: [
        { key: 1, count: 2 },
        { key: 2, count: 1 },
        { key: 3, count: 1 },
      ],
      by_kind: [
        { key: 1, count: 2 },
        { key: 2, count: 0 },
        { key: 3, count: 1 },
        { key: 4, count: 1 },
      ],
      total: 4,
    });
    // The same open debt and cash the figure tiles show.
    const tiles = (await t.call(manager, 'GET', `/clusters/${t.own.clusterId}/dashboard`)).json().data;
    expect([tiles.open_debt, tiles.cash]).toEqual([4600, 800]);
  });

  it('sums every complex of the company, and names a house no resident owes for', async () => {
    const { data, meta } = await charts('');
    expect(meta).toMatchObject({ cluster_id: null, scope_name: 'Kardelen' });
    expect(months(data.months)).toMatchObject({
      '2025-12': [2000, 0],
      '2026-02': [400, 150],
      '2026-03': [0, 500],
      '2026-05': [1800, 0],
      '2026-06': [1750, 200],
    });
    expect(buckets(data.aging)).toEqual({
      not_due: 1750,
      days_1_30: 1500,
      days_31_60: 300,
      days_61_90: 500,
      days_over_90: 1650,
    });
    expect(data.aging.total).toBe(5700);
    expect(data.cash.accounts.map((a) => [a.name, a.cluster_name, a.balance])).toEqual([
      ['Ziraat Bankası', 'Kardelen Sitesi', 600],
      ['Yönetim Kasası', 'Kardelen Sitesi', 200],
      ['Lale Kasası', 'Lale Sitesi', 150],
      ['Halkbank', 'Lale Sitesi', 0],
    ]);
    expect(data.cash.total).toBe(950);
    expect(data.debtors.map((d) => [d.resident_id, d.house_id, d.name, d.cluster_name, d.balance])).toEqual([
      [names.malik3, null, 'Malik 3', 'Kardelen Sitesi', 1700],
      [names.malik1, null, 'Malik 1', 'Kardelen Sitesi', 1500],
      [names.malik2, null, 'Malik 2', 'Kardelen Sitesi', 1400],
      [null, names.emptyHouseB, 'B Blok D1', 'Lale Sitesi', 600],
      [names.malikB, null, 'Malik 1', 'Lale Sitesi', 500],
    ]);
    expect(data.requests).toMatchObject({
      total: 5,
      by_kind: [
        { key: 1, count: 2 },
        { key: 2, count: 1 },
        { key: 3, count: 1 },
        { key: 4, count: 1 },
      ],
    });

    // A super administrator names the company; without it the answer asks for one.
    expect((await charts(`?company_id=${t.own.companyId}`, superadmin)).data.aging).toEqual(data.aging);
    expect((await t.call(superadmin, 'GET', '/dashboard/charts')).statusCode).toBe(422);
  });

  it('shows a worker only the complexes they see, and hides a foreign complex', async () => {
    const own = await charts(`?cluster_id=${t.own.clusterId}`);
    const companyWide = await charts('', t.worker);
    expect(companyWide.data).toEqual(own.data);
    expect(companyWide.meta).toMatchObject({ cluster_id: null, scope_name: 'Kardelen' });
    // Reading needs no permission, like the figure tiles.
    expect((await charts(`?cluster_id=${t.own.clusterId}`, t.readOnly)).data).toEqual(own.data);

    expect((await t.call(t.worker, 'GET', `/dashboard/charts?cluster_id=${secondClusterId}`)).statusCode).toBe(404);
    expect((await t.call(manager, 'GET', `/dashboard/charts?cluster_id=${t.other.clusterId}`)).statusCode).toBe(404);
    const theirs = await charts('', t.outsider);
    expect(theirs.data.aging.total).toBe(0);
    expect(theirs.data.debtors).toEqual([]);
    const unknown = await t.call(manager, 'GET', '/dashboard/charts?date_from=2026-01-01');
    expect(unknown.statusCode).toBe(422);
  });
});
