import { expect, test } from '@playwright/test';
import { ADMIN, choose, signIn, unique } from '../support';

test("a new recurring due falls due on the complex's last payment day unless the manager picks another", async ({
  page,
}) => {
  // Marmara Konutları, the demo complex with money, closes its month on the 10th.
  await signIn(page, ADMIN, '/login?redirect=%2Fdefinitions%2Fperiodical-assessments');
  await expect(page).toHaveURL(/\/definitions\/periodical-assessments$/);
  await choose(page, 'cluster-picker', 'Marmara Konutları');
  await page.getByRole('button', { name: 'Ekle' }).click();
  await expect(page).toHaveURL(/\/definitions\/periodical-assessments\/create$/);
  const panel = page.getByRole('dialog');
  await expect(panel.getByLabel('Son Ödeme Günü', { exact: true })).toHaveValue('10');

  // Another complex without a last payment day leaves it to the manager.
  await panel.getByRole('button', { name: 'Kapat', exact: true }).click();
  // The closing panel gives the focus back to 'Ekle' when its animation ends; the picker is used after that.
  await expect(panel).toBeHidden();
  await choose(page, 'cluster-picker', 'Yeşilvadi Sitesi');
  await page.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.getByRole('dialog').getByLabel('Son Ödeme Günü', { exact: true })).toHaveValue('');
});

test('the manager charges a recurring due now, up to this month, and sees the months it charged', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  await choose(page, 'cluster-picker', 'Yeşilvadi Sitesi');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const clusters = await (await page.request.get('/api/clusters?per_page=1000', { headers })).json();
  const clusterId = clusters.data.find((c: { name: string }) => c.name === 'Yeşilvadi Sitesi').id;
  const types = await (
    await page.request.get(`/api/clusters/${clusterId}/income-types?per_page=1000`, { headers })
  ).json();
  const aidat = types.data.find((type: { name: string }) => type.name === 'Aidat').id;
  // Started two months ago and never charged: 'Şimdi oluştur' charges those two and this month.
  const now = new Date();
  const start = new Date(now.getFullYear(), now.getMonth() - 2, 1);
  const created = await page.request.post(`/api/clusters/${clusterId}/periodical-assessments`, {
    headers,
    data: {
      cluster_id: clusterId,
      name: unique('Bahçe Fonu'),
      income_type_id: aidat,
      split_method: 'equal',
      debitor_type_id: 1,
      calculation_type_id: 1,
      amount: 50,
      starts_on: `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}`,
      due_day: 5,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).data;

  await page.goto(`/definitions/periodical-assessments/${id}/edit`);
  const months = page.getByTestId('periodical-months');
  await expect(months).toContainText('Henüz borçlandırılan ay yok');
  await months.getByRole('button', { name: 'Şimdi oluştur' }).click();
  await expect(page.getByText('3 ay borçlandırıldı')).toBeVisible();
  await expect(months.locator('.ant-table-row')).toHaveCount(3);
  // Periods read as 'Kasım 2026' everywhere.
  const thisMonth = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric' }).format(now);
  await expect(months.locator('.ant-table-row').first()).toContainText(thisMonth);

  // Again: every month is charged already, so nothing more is.
  await months.getByRole('button', { name: 'Şimdi oluştur' }).click();
  await expect(page.getByText('0 ay borçlandırıldı')).toBeVisible();
  await expect(months.locator('.ant-table-row')).toHaveCount(3);

  // The months go again, so the complex's balances are as the other specs expect them.
  const charged = await (await page.request.get(`/api/periodical-assessments/${id}/periods`, { headers })).json();
  for (const month of charged.data as { assessment_id: number }[]) {
    expect((await page.request.delete(`/api/assessments/${month.assessment_id}`, { headers })).status()).toBe(200);
  }
});
