import { expect, test } from '@playwright/test';
import { lira, openMarmara } from '../support';

// Muhasebe → Hesap Planı over the demo complex with half a year of money: the mizan balances, and an account
// opened from it shows its muavin closing at the mizan's figure.

type Row = { key: string; code: string; name: string; closing_debit: number; closing_credit: number };
type Page1 = { data: Row[]; meta: { totals: Record<string, number> } };

test('the mizan of a period balances and a bank account opens its muavin with the same closing balance', async ({
  page,
}) => {
  const { get, clusterId } = await openMarmara(page);
  const year = new Date().getFullYear();
  const period = `date_from=${year - 1}-01-01&date_to=${year}-12-31`;
  const expected = await get<Page1>(`/clusters/${clusterId}/trial-balance?${period}&per_page=1000`);
  expect(expected.meta.totals.closing_debit).toBeGreaterThan(0);
  expect(expected.meta.totals.closing_debit).toBeCloseTo(expected.meta.totals.closing_credit, 2);

  await page.goto(`/accounting/accounts?tab=trial-balance&${period}`);
  const totals = page.locator('.table-totals');
  await expect(totals).toContainText('Toplam');
  // Debits equal credits: the closing columns of the total row read the same amount.
  await expect(totals).toContainText(lira(expected.meta.totals.closing_debit));
  await expect(totals).toContainText(lira(expected.meta.totals.debit));

  const bank = expected.data.find((r) => r.key.startsWith('bank_account:'));
  expect(bank).toBeDefined();
  if (!bank) return;
  await page.locator('.ant-table-row', { hasText: bank.code }).getByText(bank.name, { exact: true }).click();
  await expect(page).toHaveURL(/tab=ledger/);
  // The muavin names the account by its code and opens with its balance before the period.
  await expect(page.locator('.ant-statistic', { hasText: 'Açılış Bakiyesi' })).toContainText(
    `${bank.code} ${bank.name}`,
  );
  const closing = page.locator('.ant-statistic', { hasText: 'Kapanış Bakiyesi' });
  await expect(closing).toContainText(lira(bank.closing_debit || bank.closing_credit));
});
