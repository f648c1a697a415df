import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from '../support';

/**
 * The selected complex's SMS provider: GoldSMS with any account, which the browser tests' servers send to the
 * fake provider on loopback (GOLDSMS_URL of playwright.config.ts). Added once, through the API, as the
 * complex's settings screen would.
 */
async function ensureSmsProvider(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  // The complex the header's picker shows.
  const name = (await page.getByTestId('cluster-picker').textContent())?.trim();
  const clusters = await (await page.request.get('/api/clusters?per_page=1000', { headers })).json();
  const clusterId = clusters.data.find((c: { name: string }) => c.name === name)?.id;
  expect(clusterId, `the picked complex ${name}`).toBeTruthy();
  const listed = await page.request.get(`/api/clusters/${clusterId}/cluster-notification-providers?is_active=1`, {
    headers,
  });
  expect(listed.status(), await listed.text()).toBe(200);
  if ((await listed.json()).meta.total > 0) return;
  const created = await page.request.post(`/api/clusters/${clusterId}/cluster-notification-providers`, {
    headers,
    data: {
      cluster_id: clusterId,
      notification_provider_id: 1,
      is_active: true,
      is_default: true,
      goldsms: { username: 'e2e', password: 'e2e-sifre', title: 'SITE' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test("the manager sends an SMS to the complex's owners and watches it go out", async ({ page }) => {
  await signIn(page, undefined, '/login?redirect=%2Fcommunication%2Fbatch-notifications');
  await expect(page).toHaveURL(/\/communication\/batch-notifications$/);
  await expect(page.getByTestId('cluster-picker')).toContainText(/\S/);
  await ensureSmsProvider(page);

  await page.getByRole('button', { name: 'Yeni Toplu Bildirim' }).click();
  await expect(page).toHaveURL(/\/communication\/batch-notifications\/create$/);
  const text = unique('Yarın 10:00-14:00 arası su kesilecektir');
  // The recipients first: the preview asks the server once there is a text, so its first count is the owners'.
  await page.getByTestId('batch-recipients').getByText('Sadece malikler', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Sadece malikler' })).toBeChecked();
  await page.getByRole('textbox', { name: /^\*? ?Metin$/ }).fill(`Sayın {{ad_soyad}}, ${text}.`);

  // The preview counts the owners who can get an SMS, and what it costs.
  const preview = page.getByTestId('batch-preview');
  const count = page.getByTestId('batch-preview-count').locator('.ant-statistic-content-value');
  await expect(count).toHaveText(/^[1-9]\d*$/);
  await expect(preview).toContainText('SMS parçası');
  const recipients = (await count.textContent())?.trim() ?? '';

  await page.getByTestId('batch-submit').click();
  await expect(page).toHaveURL(/\/communication\/batch-notifications\/\d+$/);
  await expect(page.getByText('Toplu bildirim oluşturuldu.')).toBeVisible();
  await expect(page.getByTestId('batch-body')).toContainText(text);
  await expect(page.getByTestId('batch-progress-total')).toHaveText(recipients);

  // The background sender hands the messages to the provider; the screen follows without a reload.
  await expect(page.getByTestId('batch-progress-sent')).toHaveText(recipients, { timeout: 45_000 });
  await expect(page.getByTestId('batch-progress-queued')).toHaveText('0');
  await expect(page.getByTestId('batch-progress-failed')).toHaveText('0');
  await expect(page.getByTestId('batch-status')).toHaveText('Tamamlandı');
  await expect(page.locator('.ant-table-row').first()).toContainText(/Gönderildi|İletildi/);

  // The list shows the batch with its counts.
  await page.getByRole('button', { name: 'Listeye Dön' }).click();
  const row = page.locator('.ant-table-row', { hasText: text });
  await expect(row).toContainText('Tamamlandı');
});
