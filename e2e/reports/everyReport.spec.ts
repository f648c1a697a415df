import { expect, test } from '@playwright/test';
import { openMarmara } from '../support';

// The report and analysis screens no other spec opens, over the demo complex with money: each shows its title
// and its figures (a table with a total), and none shows an error.

const year = new Date().getFullYear();
const period = `date_from=${year - 1}-01-01&date_to=${year}-12-31`;
const screens: [path: string, title: string][] = [
  [`/reports/operating/income?${period}`, 'Gelir Raporu'],
  [`/reports/cluster/operating?date_from=${year}-01-01&date_to=${year}-12-31`, 'İşletme Raporu'],
  [`/analysis/expense-payment-pivot?${period}`, 'Gider Ödeme Analizi'],
  [`/analysis/income-type-house-user?${period}`, 'Gelir Tipi - BB Analizi'],
  [`/analysis/monthly-house-user?date_from=${year}-01-01&date_to=${year}-12-31&rows=block`, 'Aylık BB Analizi'],
  [`/analysis/assessments?${period}`, 'Tahakkuk Analizi'],
];

test('every other report and analysis screen opens on the complex’s figures', async ({ page }) => {
  await openMarmara(page);
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 3 }), path).toBeVisible();
    await expect(page.locator('.ant-table-row').first(), path).toBeVisible();
    await expect(page.getByText(/Toplam/).first(), path).toBeVisible();
    await expect(page.locator('.ant-alert-warning, .ant-alert-error'), path).toHaveCount(0);
  }
});

test('a budget opens a new recurring due preset from it', async ({ page }) => {
  const { get, clusterId } = await openMarmara(page);
  const budgets = await get<{ data: { id: number; name: string }[] }>(
    `/budgets?cluster_id=${clusterId}&per_page=100&status=approved`,
  );
  const budget = budgets.data.find((b) => b.name === `${year} İşletme Projesi`);
  expect(budget).toBeDefined();
  await page.goto(`/definitions/periodical-assessments/create/${budget?.id}`);
  await expect(page).toHaveURL(/\/definitions\/periodical-assessments\/create\?budget_id=\d+/);
  await expect(page.locator('.ant-drawer').getByRole('textbox', { name: /Ad/ }).first()).toHaveValue(
    `${year} İşletme Projesi Aidatı`,
  );
});
