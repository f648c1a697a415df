import { describe, expect, it } from 'vitest';
import { postTransaction } from '../../accounting/journal';
import { actionLogsOf, type Json, useTwoTenantsApp } from '../../test/apiTest';
import { testDbKinds } from '../../test/testDb';

describe.each(testDbKinds)('budgets on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/budget/definition' });
  const budgets = () => `/clusters/${t.own.clusterId}/budgets`;
  const at = '2026-01-01T00:00:00.000Z';
  const expenseType = async (name: string, clusterId: number | null) =>
    (
      await t.db
        .insertInto('expense_types')
        .values({ name, cluster_id: clusterId, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const create = async (payload: Json) => {
    const res = await t.call(t.worker, 'POST', budgets(), payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  it('spreads a yearly amount over equal months to the kuruş, takes months by hand and sums per type and month', async () => {
    const cleaning = await expenseType('Temizlik', t.own.clusterId);
    const system = await expenseType('Elektrik (sistem)', null);
    const budget = await create({
      name: '2026 İşletme Projesi',
      starts_on: '2026-07',
      distribution_type_id: 1,
      lines: [
        { expense_type_id: cleaning, amount: 1000 },
        {
          expense_type_id: system,
          distribution_type_id: 3,
          months: [100, 100, 100, 100, 100, 100, 50, 50, 50, 50, 50, 50.5],
        },
      ],
    });
    expect(budget).toMatchObject({ status: 'draft', starts_on: '2026-07', ends_on: '2027-06', total: 1900.5 });
    expect(budget.months[0]).toBe('2026-07');
    expect(budget.months[11]).toBe('2027-06');
    const equal = budget.lines.find((l: Json) => l.expense_type_id === cleaning);
    // 1.000,00 TL / 12 = 83,33 TL with 4 kuruş over, given to the last months: the sum is exact.
    expect(equal.months).toEqual([83.33, 83.33, 83.33, 83.33, 83.33, 83.33, 83.33, 83.33, 83.34, 83.34, 83.34, 83.34]);
    expect(equal.total).toBe(1000);
    const byHand = budget.lines.find((l: Json) => l.expense_type_id === system);
    expect(byHand).toMatchObject({ expense_type_name: 'Elektrik (sistem)', total: 900.5 });
    expect(budget.month_totals[0]).toBe(183.33);
    expect(budget.month_totals[11]).toBe(133.84);

    const missing = await t.call(t.worker, 'POST', budgets(), {
      name: 'Eksik',
      starts_on: '2026-13',
      distribution_type_id: 3,
      lines: [{ expense_type_id: cleaning, amount: 10 }],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      starts_on: ['Geçerli bir ay girin (YYYY-AA).'],
      'lines.0.months': ['Elle dağıtımda 12 aylık tutar girilmelidir.'],
    });
    expect((await actionLogsOf(t.call, t.worker, 'budget', budget.id)).length).toBe(1);
  });

  it("weighs by last year's actual expenses of the type", async () => {
    const water = await expenseType('Su', t.own.clusterId);
    await postTransaction(t.db, {
      clusterId: t.own.clusterId,
      kind: 'invoice',
      occurredOn: '2025-01-15',
      entries: [
        { accountKind: 'expense_type', accountId: water, amount: 30_000 },
        { accountKind: 'expense_type', accountId: water, amount: 10_000, occurredOn: '2025-02-10' },
        { accountKind: 'provider', accountId: null, amount: -40_000 },
      ],
    });
    const budget = await create({
      name: 'Su bütçesi',
      starts_on: '2026-01',
      distribution_type_id: 2,
      lines: [{ expense_type_id: water, amount: 2000 }],
    });
    expect(budget.lines[0].months.slice(0, 3)).toEqual([1500, 500, 0]);
    expect(budget.lines[0].total).toBe(2000);
  });

  it('copies with a 25 % raise, approves, then refuses edits; deletes only drafts', async () => {
    const security = await expenseType('Güvenlik', t.own.clusterId);
    const source = await create({
      name: '2026',
      starts_on: '2026-01',
      distribution_type_id: 1,
      lines: [{ expense_type_id: security, amount: 12_000 }],
    });
    const copied = await t.call(t.worker, 'POST', `/budgets/${source.id}/copy`, { raise_percent: 25 });
    expect(copied.statusCode, copied.body).toBe(201);
    const copy = copied.json().data;
    expect(copy).toMatchObject({ status: 'draft', starts_on: '2027-01', ends_on: '2027-12', raise_percent: 25 });
    expect(copy.copied_from_id).toBe(source.id);
    expect(copy.total).toBe(15_000);
    expect(copy.lines[0].months).toEqual(new Array(12).fill(1250));

    const approved = await t.call(t.worker, 'POST', `/budgets/${source.id}/approve`, {
      approved_on: '2025-12-20',
      decision_no: '2025/7',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      approved_on: '2025-12-20',
      decision_no: '2025/7',
    });
    const edit = await t.call(t.worker, 'PUT', `/budgets/${source.id}`, {
      name: 'Değişti',
      starts_on: '2026-01',
      distribution_type_id: 1,
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors.status).toEqual(['Onaylanmış bütçe değiştirilemez.']);
    expect((await t.call(t.worker, 'GET', `/budgets/${source.id}`)).json().data.name).toBe('2026');
    const removeApproved = await t.call(t.worker, 'DELETE', `/budgets/${source.id}`);
    expect(removeApproved.statusCode).toBe(422);
    expect(removeApproved.json().errors.status).toEqual(['Yalnızca taslak bütçe silinebilir.']);

    const closed = await t.call(t.worker, 'POST', `/budgets/${source.id}/close`);
    expect(closed.json().data.status).toBe('closed');
    expect((await t.call(t.worker, 'POST', `/budgets/${source.id}/close`)).statusCode).toBe(422);

    const renamed = await t.call(t.worker, 'PUT', `/budgets/${copy.id}`, {
      name: '2027 Taslak',
      starts_on: '2027-02',
      distribution_type_id: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // The lines stay and move with the period.
    expect(renamed.json().data).toMatchObject({ name: '2027 Taslak', ends_on: '2028-01', total: 15_000 });
    expect((await t.call(t.worker, 'DELETE', `/budgets/${copy.id}`)).statusCode).toBe(200);
    expect((await t.call(t.worker, 'GET', `/budgets/${copy.id}`)).statusCode).toBe(404);
  });

  it('keeps budgets inside their complex and company, guards writes and filters the list', async () => {
    const foreign = await expenseType('Başka sitenin gideri', t.other.clusterId);
    const crossed = await t.call(t.worker, 'POST', budgets(), {
      name: 'X',
      starts_on: '2026-01',
      distribution_type_id: 1,
      lines: [{ expense_type_id: foreign, amount: 100 }],
    });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().errors['lines.0.expense_type_id']).toEqual(['Öğe bulunamadı.']);

    const draft = await create({ name: 'Liste taslak', starts_on: '2030-01', distribution_type_id: 1 });
    const passive = await create({
      name: 'Liste pasif',
      starts_on: '2031-01',
      distribution_type_id: 1,
      is_active: false,
    });
    await t.call(t.worker, 'POST', `/budgets/${draft.id}/approve`, { approved_on: '2029-12-01', decision_no: '1' });

    const payload = { name: 'Y', starts_on: '2026-01', distribution_type_id: 1 };
    expect((await t.call(t.readOnly, 'POST', budgets(), payload)).statusCode).toBe(403);
    expect((await t.call(t.readOnly, 'PUT', `/budgets/${passive.id}`, payload)).statusCode).toBe(403);
    expect((await t.call(t.readOnly, 'GET', `/budgets/${passive.id}`)).statusCode).toBe(200);
    expect((await t.call(t.outsider, 'GET', `/budgets/${passive.id}`)).statusCode).toBe(404);
    expect((await t.call(t.outsider, 'PUT', `/budgets/${passive.id}`, payload)).statusCode).toBe(404);
    expect((await t.call(t.outsider, 'DELETE', `/budgets/${passive.id}`)).statusCode).toBe(404);
    expect((await t.call(t.outsider, 'GET', budgets())).statusCode).toBe(404);
    expect((await t.call(t.outsider, 'GET', '/budgets?per_page=100')).json().data).toEqual([]);

    const names = async (query: string) =>
      (await t.call(t.worker, 'GET', `/budgets?cluster_id=${t.own.clusterId}&per_page=100&${query}`))
        .json()
        .data.map((row: Json) => row.name)
        .filter((name: string) => name.startsWith('Liste'));
    expect(await names('')).toEqual(['Liste pasif', 'Liste taslak']);
    expect(await names('is_active=1')).toEqual(['Liste taslak']);
    expect(await names('status=draft')).toEqual(['Liste pasif']);
    expect(await names('status=approved')).toEqual(['Liste taslak']);
    const file = await t.call(t.worker, 'GET', `${budgets()}?export=1&export_type=xlsx`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.json().data.url).toEqual(expect.any(String));
  });
});
