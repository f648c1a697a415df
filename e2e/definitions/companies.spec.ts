import { expect, test } from '@playwright/test';
import { ADMIN, pick, signIn } from '../support';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the super administrator uploads the company logo and sees it; a text file is refused', async ({ page }) => {
  await signIn(page, ADMIN, '/login?redirect=%2Fdefinitions%2Fcompanies');
  const row = page.locator('.ant-table-row', { hasText: 'Anadolu Site Yönetim' });
  await row.getByRole('button', { name: 'Düzenle' }).click();
  const logos = page.getByTestId('company-logos');
  const logoCard = logos.locator('.ant-card', { hasText: /^Logo/ });
  // An earlier run on this database may have left its logo: the manager removes it first.
  // Which of the two it is shows once the company's logos have loaded: 'Yüklenmedi' or the logo with 'Sil'.
  const remove = logoCard.getByRole('button', { name: 'Sil', exact: true });
  await expect(logoCard.getByText('Yüklenmedi').or(remove)).toBeVisible();
  if (await remove.isVisible()) await remove.click();
  await expect(logoCard).toContainText('Yüklenmedi');

  await logoCard
    .locator('input[type=file]')
    .setInputFiles({ name: 'not-a-logo.png', mimeType: 'image/png', buffer: Buffer.from('=1+1') });
  await expect(page.getByText('Sadece PNG, JPEG veya WEBP dosyası yükleyebilirsiniz.')).toBeVisible();

  await logoCard.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  const image = logoCard.locator('img[alt="Logo"]');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

test("the company's rule for late fees after an enforcement case closes is chosen in its form and kept", async ({
  page,
}) => {
  await signIn(page, ADMIN, '/login?redirect=%2Fdefinitions%2Fcompanies');
  const row = page.locator('.ant-table-row', { hasText: 'Anadolu Site Yönetim' });
  await row.getByRole('button', { name: 'Düzenle' }).click();
  const panel = page.locator('.ant-drawer');
  const policyName = { name: 'İcra Kapanınca Gecikme Tazminatı' };
  const policy = panel.getByRole('combobox', policyName);
  // The field with its chosen value and its help text.
  const field = panel.locator('.ant-form-item', { has: page.getByRole('combobox', policyName) });
  await expect(field).toContainText('Kapanışı izleyen aydan itibaren hesaplanır');
  await expect(field).toContainText('Açık icra dosyasının kapsadığı borçlara gecikme tazminatı hesaplanmaz.');

  await pick(policy, 'İcra süresindeki aylar için de hesaplanır');
  await panel.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Kaydedildi').first()).toBeVisible();
  await page.reload();
  await expect(field).toContainText('İcra süresindeki aylar için de hesaplanır');

  // Back to the default, so the demo company reads as it did.
  await pick(policy, 'Kapanışı izleyen aydan itibaren hesaplanır');
  await panel.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Kaydedildi').first()).toBeVisible();
  await page.reload();
  await expect(field).toContainText('Kapanışı izleyen aydan itibaren hesaplanır');
});

test('the companies list exports the companies it shows, not a complex’s list', async ({ page }) => {
  await signIn(page, ADMIN, '/login?redirect=%2Fdefinitions%2Fcompanies');
  await expect(page.locator('.ant-table-row', { hasText: 'Anadolu Site Yönetim' })).toBeVisible();
  const exported = page.waitForResponse((r) => r.url().includes('export=1'));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Dışa Aktar' }).click();
  await page.getByRole('menuitem', { name: 'XLSX' }).click();
  const answer = await exported;
  expect(new URL(answer.url()).pathname).toBe('/api/companies');
  const { data } = await answer.json();
  expect(data.url).toMatch(/^\/api\/files\/sirketler-[a-z0-9-]+\.xlsx$/);
  (await popup).close();
  const file = await page.request.get(data.url);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
});
