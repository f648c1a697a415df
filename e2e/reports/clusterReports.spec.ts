import { expect, type Page, test } from '@playwright/test';
import { lira, openMarmara } from '../support';

// Site raporları over the demo complex with money and an approved budget: the audit board's report and the
// operating items show the figures the API computed from the journal; the review opens its detail.

async function marmara(page: Page) {
  const year = new Date().getFullYear();
  return { ...(await openMarmara(page)), period: `date_from=${year}-01-01&date_to=${year}-12-31` };
}

const row = (page: Page, text: string | RegExp) =>
  page.locator('.ant-table-row, .ant-table-summary tr', { hasText: text }).first();

test('the audit board report shows cash, receivables by age and payables as the journal has them, with the signature block', async ({
  page,
}) => {
  const { get, clusterId, period } = await marmara(page);
  const audit = await get<{
    data: { receivables: { total: number; journal_total: number }; totals: { closing: number; payables: number } };
  }>(`/reports/audit?cluster_id=${clusterId}&${period}`);
  expect(audit.data.receivables.total).toBe(audit.data.receivables.journal_total);

  await page.goto(`/reports/cluster/audit?${period}`);
  await expect(page.getByText('Kasa ve Banka Hesapları')).toBeVisible();
  await expect(page.getByText(lira(audit.data.totals.closing)).first()).toBeVisible();
  await expect(row(page, /^Alacaklar Toplamı/)).toContainText(lira(audit.data.receivables.total));
  await expect(row(page, /^Borçlar Toplamı/)).toContainText(lira(Math.abs(audit.data.totals.payables)));
  await expect(page.getByText('Denetim Kurulu Başkanı')).toBeVisible();
});

test('the operating items compare the approved budget with the actual expenses, and the review opens its detail', async ({
  page,
}) => {
  const { get, clusterId, period } = await marmara(page);
  const items = await get<{
    data: { name: string; budget: number; actual: number }[];
    meta: { totals: { budget: number; actual: number } };
  }>(`/reports/operating-items?cluster_id=${clusterId}&${period}`);
  expect(items.meta.totals.budget).toBeGreaterThan(0);
  await page.goto(`/reports/cluster/operating-items?${period}`);
  for (const item of items.data.filter((i) => i.budget > 0))
    await expect(row(page, item.name)).toContainText(lira(item.budget));
  await expect(page.getByRole('img', { name: 'Gider tipine göre bütçe ve gerçekleşen' })).toBeVisible();

  const review = await get<{ meta: { totals: { amount: number } } }>(
    `/reports/review?cluster_id=${clusterId}&${period}`,
  );
  await page.goto(`/reports/review-reports/review?${period}`);
  await expect(page.getByText(lira(review.meta.totals.amount)).first()).toBeVisible();
  await page.goto(`/reports/review-reports/review-detail?${period}`);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByText(lira(review.meta.totals.amount)).first()).toBeVisible();

  // The expense detail sums by type and month: its grand total is the same period's expenses.
  const detail = await get<{ meta: { total: number } }>(`/reports/expense-detail?cluster_id=${clusterId}&${period}`);
  expect(detail.meta.total).toBe(review.meta.totals.amount);
  await page.goto(`/reports/sums/expense-detail?${period}`);
  await expect(page.getByText(lira(detail.meta.total)).first()).toBeVisible();
});
