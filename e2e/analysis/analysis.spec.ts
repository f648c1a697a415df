import { expect, type Page, test } from '@playwright/test';
import { lira, openMarmara, pick } from '../support';

// Analiz over the demo complex with money: a pivot the manager reshapes (rows, columns, swap) keeps the
// journal's grand total, and the financial status balances assets against liabilities.

async function marmara(page: Page) {
  const year = new Date().getFullYear();
  return { ...(await openMarmara(page)), period: `date_from=${year - 1}-01-01&date_to=${year}-12-31` };
}

type Pivot = { meta: { totals: { grand: { amount: number; count: number } }; row_headers: { labels: string[] }[] } };

test('the expense pivot is reshaped by its pickers and the swap, and keeps the period’s grand total', async ({
  page,
}) => {
  const { get, clusterId, period } = await marmara(page);
  const byType = await get<Pivot>(
    `/analysis/pivot/expenses?cluster_id=${clusterId}&${period}&rows=expense_type&columns=month&value=sum`,
  );
  expect(byType.meta.totals.grand.amount).toBeGreaterThan(0);
  await page.goto(`/analysis/expense-pivot?${period}&rows=expense_type&columns=month&value=sum`);
  const table = page.getByTestId('pivot-table');
  await expect(table).toContainText(lira(byType.meta.totals.grand.amount));
  for (const header of byType.meta.row_headers) await expect(table).toContainText(header.labels.join(' '));
  await expect(page.getByRole('img', { name: /./ }).last()).toBeVisible();

  // Providers as rows instead: the same grand total, now spread over the suppliers.
  const byProvider = await get<Pivot>(
    `/analysis/pivot/expenses?cluster_id=${clusterId}&${period}&rows=provider&columns=month&value=sum`,
  );
  await page.getByRole('combobox', { name: 'Satırlar' }).press('Backspace');
  await pick(page.getByRole('combobox', { name: 'Satırlar' }), 'Tedarikçi');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/rows=provider/);
  await expect(table).toContainText('Ege Asansör');
  await expect(table).toContainText(lira(byProvider.meta.totals.grand.amount));

  await page.getByRole('button', { name: 'Satır/Sütun Değiştir' }).click();
  await expect(page).toHaveURL(/rows=month/);
  await expect(page).toHaveURL(/columns=provider/);
  await expect(table).toContainText(lira(byProvider.meta.totals.grand.amount));

  await pick(page.getByRole('combobox', { name: 'Değer' }), 'Adet');
  await expect(page).toHaveURL(/value=count/);
  await expect(table).toContainText(String(byProvider.meta.totals.grand.count));
});

test('the financial status weighs what the complex has against what it owes', async ({ page }) => {
  const { get, clusterId } = await openMarmara(page);
  const status = await get<{
    data: { assets: { total: number }; liabilities: { total: number }; net: number };
  }>(`/analysis/financial-status?cluster_id=${clusterId}`);
  expect(status.data.net).toBeCloseTo(status.data.assets.total - status.data.liabilities.total, 2);
  await page.goto('/analysis/financial-status');
  await expect(page.getByTestId('status-assets')).toContainText(lira(status.data.assets.total));
  await expect(page.getByTestId('status-liabilities')).toContainText(lira(status.data.liabilities.total));
  await expect(page.getByTestId('status-net')).toContainText(lira(Math.abs(status.data.net)));
  await expect(page.getByRole('img', { name: 'Yaşlandırılmış Alacaklar' })).toBeVisible();
});
