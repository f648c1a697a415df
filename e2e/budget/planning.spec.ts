import { expect, test } from '@playwright/test';
import { lira, openMarmara, pick, unique } from '../support';

// Bütçe kalemleri and the dues wizard over the demo complex with money and this year's approved budget.

type Items = { data: { types: { expense_type_name: string; budget: number; actual: number; open: number }[] } };

test('the budget items show each type’s budget against the invoices so far, and the open view what is still to pay', async ({
  page,
}) => {
  const { call, clusterId } = await openMarmara(page);
  const budgets = await call<{ data: { id: number; name: string; status: string }[] }>(
    'GET',
    `/budgets?cluster_id=${clusterId}&per_page=100&status=approved`,
  );
  const budget = budgets.data.find((b) => b.name.endsWith('İşletme Projesi'));
  expect(budget).toBeDefined();
  const active = await call<Items>('GET', `/budgets/${budget?.id}/invoice-items?view=active`);
  await page.goto(`/budget/invoice-items/active?budget_id=${budget?.id}`);
  for (const type of active.data.types.filter((t) => t.budget > 0)) {
    const row = page.locator('.ant-table-row', { hasText: type.expense_type_name }).first();
    await expect(row).toContainText(lira(type.budget));
    await expect(row).toContainText(lira(type.actual));
  }
  const open = await call<Items>('GET', `/budgets/${budget?.id}/invoice-items?view=open`);
  const unpaid = open.data.types.filter((t) => t.open > 0);
  expect(unpaid.length).toBeGreaterThan(0);
  await page.goto(`/budget/invoice-items/open?budget_id=${budget?.id}`);
  for (const type of unpaid)
    await expect(page.locator('.ant-table-row', { hasText: type.expense_type_name }).first()).toContainText(
      lira(type.open),
    );
});

test('the wizard splits an approved budget over the houses to the kuruş and creates its recurring dues', async ({
  page,
}) => {
  const { call, clusterId } = await openMarmara(page);
  const types = await call<{ data: { id: number; name: string }[] }>(
    'GET',
    `/types/expense-types?cluster_id=${clusterId}&per_page=1000`,
  );
  const energy = types.data.find((t) => t.name === 'Enerji Giderleri');
  // Next year's budget, so the dues it creates are not charged while the tests run.
  const year = new Date().getFullYear() + 1;
  const created = await call<{ data: { id: number } }>('POST', `/clusters/${clusterId}/budgets`, {
    name: unique('Sihirbaz Bütçesi'),
    starts_on: `${year}-01`,
    distribution_type_id: 1,
    lines: [{ expense_type_id: energy?.id, amount: 123_456.78 }],
  });
  await call('POST', `/budgets/${created.data.id}/approve`, {
    approved_on: `${year - 1}-12-20`,
    decision_no: '2026/9',
  });

  await page.goto(`/budget/wizard?budget_id=${created.data.id}`);
  await expect(page.getByText('Bütçe toplamı: 123.456,78 ₺')).toBeVisible();
  await page.getByRole('button', { name: 'İleri' }).click();
  // The income type is asked first; the preview without it goes back to its step.
  await page.getByRole('button', { name: 'İleri' }).click();
  await page.getByRole('button', { name: 'Önizle' }).click();
  await expect(page.getByRole('combobox', { name: 'Gelir Tipi' })).toBeVisible();
  await pick(page.getByRole('combobox', { name: 'Gelir Tipi' }), 'Aidat');
  await page.getByRole('button', { name: 'İleri' }).click();
  await page.getByRole('button', { name: 'Önizle' }).click();
  // Every house's twelve months add up to the budget exactly.
  const total = page.locator('.ant-table-summary tr', { hasText: 'Toplam' }).first();
  await expect(total).toContainText('123.456,78 ₺');
  await page.getByRole('button', { name: 'Aidatları Oluştur' }).click();
  await expect(page.getByText('Aidatlar oluşturuldu.')).toBeVisible();
  await expect(page.getByText('Oluşturulan periyodik borçlandırmalar')).toBeVisible();
  // 123.456,78 over twelve months: six of 10.288,06 and six of 10.288,07 ₺, one recurring due for each.
  await expect(page.locator('.ant-list-item')).toHaveCount(2);
  await expect(page.locator('.ant-list-item').first()).toContainText('Aylık Tutar');
  await page.locator('.ant-list-item a').first().click();
  await expect(page).toHaveURL(/\/definitions\/periodical-assessments\/\d+/);
});
