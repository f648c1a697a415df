import { expect, test } from '@playwright/test';
import { ADMIN, choose, signIn } from '../support';

// The dashboard's charts for the demo complex with money: the receivables by age add up to the open debt
// tile, the cash and bank chart to the cash tile, and the largest debtor opens their account.

test('the charts of a complex agree with its tiles, and the largest debtor opens their account', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  await choose(page, 'cluster-picker', 'Marmara Konutları');
  await expect(page.getByTestId('dashboard-title')).toContainText('Marmara Konutları');

  const openDebt = (await page.getByTestId('open-debt').locator('.ant-statistic-content').innerText()).trim();
  const cash = (await page.getByTestId('cash').locator('.ant-statistic-content').innerText()).trim();
  await expect(page.getByTestId('chart-aging')).toContainText(`Toplam: ${openDebt}`);
  await expect(page.getByTestId('chart-cash')).toContainText(`Toplam: ${cash}`);
  // Each chart is drawn: the months chart names both series, the ageing chart its buckets.
  await expect(page.getByRole('img', { name: 'Tahakkuk ve Tahsilat (Son 12 Ay)' })).toContainText('Tahsilat');
  await expect(page.getByRole('img', { name: 'Alacak Yaşlandırma' })).toContainText('Vadesi gelmemiş');

  const debtors = page.getByTestId('chart-debtors');
  const first = debtors.getByRole('link').first();
  const name = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/incomes\/(residents|houses)\/\d+/);
  await expect(page.getByText(name).first()).toBeVisible();
});
