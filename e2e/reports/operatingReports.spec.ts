import { expect, type Page, test } from '@playwright/test';
import { clickWhenStill, lira, openMarmara, unique } from '../support';

// Faaliyet raporları over the demo complex with half a year of money: what the screen shows is what the API
// computed from the journal, on a cash and on an accrual basis; a figure opens its account's muavin; a review
// line takes a comment.

type Totals = { income: number; expense: number; net: number };

async function marmara(page: Page) {
  const year = new Date().getFullYear();
  return { ...(await openMarmara(page)), period: `date_from=${year - 1}-01-01&date_to=${year}-12-31` };
}

const totalsRow = (page: Page, name: string) => page.locator('.ant-table-row', { hasText: name }).first();

test('the income-expense report shows the journal’s cash and accrual totals, explains their difference and opens a figure’s muavin', async ({
  page,
}) => {
  const { get, clusterId, period } = await marmara(page);
  const cash = await get<{ meta: { totals: Totals } }>(
    `/reports/income-expense?basis=cash&cluster_id=${clusterId}&${period}`,
  );
  const accrual = await get<{ meta: { totals: Totals } }>(
    `/reports/income-expense?basis=accrual&cluster_id=${clusterId}&${period}`,
  );
  expect(cash.meta.totals.income).toBeGreaterThan(0);
  expect(accrual.meta.totals.income).toBeGreaterThan(cash.meta.totals.income);

  await page.goto(`/reports/operating/income-expense?${period}`);
  await expect(page.getByTestId('report-caption')).toContainText('Marmara Konutları');
  await expect(totalsRow(page, 'Gelirler Toplamı')).toContainText(lira(cash.meta.totals.income));
  await expect(totalsRow(page, 'Giderler Toplamı')).toContainText(lira(cash.meta.totals.expense));
  await expect(totalsRow(page, 'Net (Gelir − Gider)')).toContainText(lira(cash.meta.totals.net));
  await expect(page.getByRole('img', { name: 'Aylık gelir ve gider' })).toBeVisible();

  await page.goto(`/reports/operating/accounting-income-expense?${period}`);
  await expect(totalsRow(page, 'Gelirler Toplamı')).toContainText(lira(accrual.meta.totals.income));
  await expect(totalsRow(page, 'Net (Gelir − Gider)')).toContainText(lira(accrual.meta.totals.net));
  await expect(page.getByText('Farkın Açıklaması')).toBeVisible();
  await expect(totalsRow(page, 'Gelir farkı (tahakkuk − nakit)')).toContainText(
    lira(accrual.meta.totals.income - cash.meta.totals.income),
  );

  // The dues line's yearly figure opens the muavin of the income type over the same period.
  await page
    .locator('.ant-table-row', { hasText: 'Aidat' })
    .first()
    .getByTitle('Muavin defterde göster')
    .last()
    .click();
  await expect(page).toHaveURL(/\/accounting\/accounts\?.*tab=ledger/);
  await expect(page).toHaveURL(/account=income_type%3A\d+|account=income_type:\d+/);
  await expect(page.locator('.ant-statistic', { hasText: 'Açılış Bakiyesi' })).toContainText('Aidat');
});

test('the expense report switches between cash and accrual, and a review line keeps its comment', async ({ page }) => {
  const { get, clusterId, period } = await marmara(page);
  await page.goto(`/reports/operating/expense?${period}`);
  const accrual = await get<{ meta: { totals: Totals } }>(`/reports/expense?cluster_id=${clusterId}&${period}`);
  await expect(totalsRow(page, 'Giderler Toplamı')).toContainText(lira(accrual.meta.totals.expense));
  await page.getByText('Nakit Esaslı', { exact: true }).click();
  await expect(page).toHaveURL(/basis=cash/);
  const cash = await get<{ meta: { totals: Totals } }>(`/reports/expense?basis=cash&cluster_id=${clusterId}&${period}`);
  await expect(totalsRow(page, 'Giderler Toplamı')).toContainText(lira(cash.meta.totals.expense));

  const comment = unique('Aidat artışı genel kurulda onaylandı');
  await page.goto(`/reports/operating/income-expense-review?${period}`);
  const line = page.locator('.ant-table-row', { hasText: 'Aidat' }).first();
  await line.getByRole('button', { name: 'Açıklama yaz' }).click();
  await page.getByRole('textbox', { name: 'Açıklama' }).fill(comment);
  await clickWhenStill(page.getByRole('button', { name: 'Kaydet' }));
  await expect(page.getByText('Açıklama kaydedildi')).toBeVisible();
  await page.reload();
  await expect(page.locator('.ant-table-row', { hasText: 'Aidat' }).first()).toContainText(comment);
});
