import { expect, test } from '@playwright/test';
import { ADMIN, choose, signIn, unique } from '../support';

const month = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
const turkishDate = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;

/** 'Ekim 2026': a month as a Turkish reader names it. */
const turkishMonth = (d: Date) => new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric' }).format(d);

// Late fees are charged per month, once: only a month that has ended can be picked.
test('the late-fee dialog offers ended months only', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/incomes/houses');
  await page.getByRole('button', { name: 'Gecikme Tazminatı Hesapla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gecikme Tazminatı Hesapla' });
  await dialog.getByLabel('Ay').click();

  const now = new Date();
  const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const panel = page.locator('.ant-picker-dropdown:visible');
  // The month panel shows one year: the current month is in it unless it is January (then last year's is shown).
  if (now.getMonth() > 0) {
    await expect(panel.locator(`td[title="${month(now)}"]`)).toHaveClass(/ant-picker-cell-disabled/);
  }
  await expect(panel.locator(`td[title="${month(lastMonth)}"]`)).not.toHaveClass(/ant-picker-cell-disabled/);
  await panel.locator(`td[title="${month(lastMonth)}"]`).click();
  // The picked month reads in Turkish (dayjs' Turkish locale loads with the date code).
  await expect(dialog.getByLabel('Ay')).toHaveValue(turkishMonth(lastMonth));
  // The settings in force are said before anything is charged.
  await expect(dialog.getByTestId('late-fee-settings')).toContainText('Geçerli ayar:');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toBeHidden();
});

test('the manager previews last month’s late fees debt by debt, charges exactly them, and each fee names its debt and days late', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  // The second demo complex has its past months' fees charged already: a debt added now is last month's only news.
  await choose(page, 'cluster-picker', 'Marmara Konutları');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const clusters = await (await page.request.get('/api/clusters?per_page=1000', { headers })).json();
  const clusterId = clusters.data.find((c: { name: string }) => c.name === 'Marmara Konutları').id;
  const types = await (
    await page.request.get(`/api/clusters/${clusterId}/income-types?per_page=1000`, { headers })
  ).json();
  const aidat = types.data.find((type: { name: string }) => type.name === 'Aidat').id;
  const houses = await (
    await page.request.get(`/api/clusters/${clusterId}/house-balances?per_page=1&order_by=house_label`, { headers })
  ).json();
  const house = houses.data[0] as { id: number; house_label: string };

  // A debt of 1.000,00 ₺ due on the first day of the month before last, never paid.
  const now = new Date();
  const dueOn = new Date(now.getFullYear(), now.getMonth() - 2, 1);
  const lastMonthEnd = new Date(now.getFullYear(), now.getMonth(), 0);
  const daysLate = Math.round(
    (Date.UTC(lastMonthEnd.getFullYear(), lastMonthEnd.getMonth(), lastMonthEnd.getDate()) -
      Date.UTC(dueOn.getFullYear(), dueOn.getMonth(), dueOn.getDate())) /
      86_400_000,
  );
  const description = unique('Asansör payı');
  const created = await page.request.post('/api/assessments', {
    headers,
    data: {
      cluster_id: clusterId,
      assessment_type: 'free',
      income_type_id: aidat,
      split_method: null,
      debitor_type_id: 1,
      calculation_type_id: 1,
      include_empty: true,
      amount_type_id: 1,
      amount: null,
      house_amounts: [{ house_id: house.id, amount: 1000 }],
      starts_on: `${month(dueOn)}-01`,
      months: 1,
      description,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/incomes/houses');
  await page.getByRole('button', { name: 'Gecikme Tazminatı Hesapla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gecikme Tazminatı Hesapla' });
  // Last month is picked to begin with; the complex calculates monthly at 5 %, with the company's 5 days.
  // As every period reads: 'Ekim 2026'.
  await expect(dialog.getByLabel('Ay')).toHaveValue(
    new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric' }).format(lastMonthEnd),
  );
  await expect(dialog.getByTestId('late-fee-settings')).toHaveText(
    'Geçerli ayar: Aylık (anapara × oran, ayda bir), aylık %5, 5 gün tolerans (şirketin gecikme opsiyon günü)',
  );
  // The debt's row: its house, description, due date, how late it is (the second month) and 5 % of 1.000,00 ₺.
  const row = dialog.getByTestId('late-fee-preview').locator('.ant-table-row', { hasText: description });
  await expect(row).toContainText(house.house_label);
  await expect(row).toContainText(turkishDate(dueOn));
  await expect(row).toContainText(`${daysLate} gün (2. ay)`);
  await expect(row).toContainText('50,00 ₺');
  await expect(row).toContainText('1.000,00 ₺ × %5 (aylık) = 50,00 ₺');
  const total = ((await dialog.getByTestId('late-fee-preview-total').textContent()) ?? '').trim();
  const [, count, amount] = /^Toplam: (\d+) borç · (.+ ₺)$/.exec(total) ?? [];
  expect(Number(count)).toBe(await dialog.getByTestId('late-fee-preview').locator('.ant-table-row').count());

  // 'Tahakkuk Et' charges exactly what the preview listed.
  await dialog.getByRole('button', { name: 'Tahakkuk Et' }).click();
  await expect(page.getByText(`${count} borca toplam ${amount} gecikme tazminatı tahakkuk etti`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // In the house's account the fee names its debt, the month it was charged for and how late the debt was.
  await page.goto(`/incomes/houses/${house.id}`);
  const account = page.getByTestId('account-detail');
  await account.getByRole('tab', { name: /^Gecikme Tazminatları \(\d+\)$/ }).click();
  const fee = account.getByTestId('late-fees').locator('.ant-table-row', { hasText: description });
  await expect(fee).toHaveCount(1);
  await expect(fee).toContainText(
    new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric' }).format(lastMonthEnd),
  );
  await expect(fee).toContainText(`Son ödeme ${turkishDate(dueOn)} · 1.000,00 ₺`);
  await expect(fee).toContainText(`${daysLate} gün (2. ay)`);
  await expect(fee).toContainText('50,00 ₺');

  // 'Açık Borç' is the open debts and the open fees, and the open debts' tab adds them up to the same figure.
  const card = account.locator('.ant-card', { hasText: 'Açık Borç' });
  const openTotal = ((await card.locator('.ant-statistic-content').textContent()) ?? '').trim();
  await account.getByRole('tab', { name: /^Açık Borçlar \(\d+\)$/ }).click();
  await expect(account.getByTestId('open-debts-total')).toHaveText(
    new RegExp(`^Borçlar .+ ₺ \\+ Gecikme tazminatı .+ ₺ = Açık borç ${openTotal.replace(/[.]/g, '\\.')}$`),
  );
  const parts = /^Borçlar (.+) ₺ \+ Gecikme tazminatı (.+) ₺ = /.exec(
    (await account.getByTestId('open-debts-total').textContent()) ?? '',
  );
  const kurus = (text: string) => Math.round(Number(text.replace(/\./g, '').replace(',', '.')) * 100);
  expect(kurus(parts?.[1] ?? '') + kurus(parts?.[2] ?? '')).toBe(kurus(openTotal.replace(' ₺', '')));
  await expect(card.getByTestId('open-total-parts')).toHaveText(
    `${parts?.[1]} ₺ borç + ${parts?.[2]} ₺ gecikme tazminatı`,
  );
});
