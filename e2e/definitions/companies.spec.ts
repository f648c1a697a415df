import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../support';

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
