import { expect, test } from '@playwright/test';
import { pick, signIn, unique } from '../support';

test('the security desk logs a visitor in with a plate and out again', async ({ page }) => {
  await signIn(page, undefined, '/login?redirect=%2Fcommunication%2Fvisitor-logs');
  await expect(page).toHaveURL(/\/communication\/visitor-logs$/);
  const visitor = unique('Murat Kargo');
  await page.getByRole('textbox', { name: 'Ziyaretçi', exact: true }).fill(visitor);
  await page.getByRole('textbox', { name: 'Plaka', exact: true }).fill('34 abc 123');
  await page.getByRole('button', { name: 'Giriş Kaydet' }).click();
  const row = page.locator('.ant-table-row', { hasText: visitor });
  await expect(row).toBeVisible();
  // The plate is stored the one way and shown spaced.
  await expect(row).toContainText('34 ABC 123');
  await row.getByRole('button', { name: 'Çıkış', exact: true }).click();
  await expect(page.getByText('Çıkış kaydedildi.')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Çıkış', exact: true })).toHaveCount(0);
});

test('a breakdown is reported, taken in hand and commented, with its history', async ({ page }) => {
  await signIn(page, undefined, '/login?redirect=%2Fcommunication%2Fbreakdowns');
  await expect(page).toHaveURL(/\/communication\/breakdowns$/);
  const title = unique('Asansör çalışmıyor');
  await page.getByRole('button', { name: 'Ekle', exact: true }).click();
  const panel = page.locator('.ant-drawer');
  await panel.getByLabel('Başlık', { exact: true }).fill(title);
  await panel.getByLabel('Açıklama', { exact: true }).fill('B blok asansörü 3. katta kaldı.');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page).toHaveURL(/\/communication\/breakdowns\/\d+\/edit/);

  await pick(panel.getByRole('combobox', { name: 'Durumu değiştir' }), 'İşlemde');
  await panel.getByPlaceholder('Not (isteğe bağlı)').fill('Servis çağrıldı');
  await panel.getByRole('button', { name: 'Uygula' }).click();
  await expect(panel.getByText(/durumu değiştirdi: Yeni → İşlemde/)).toBeVisible();

  await panel.getByPlaceholder('Yorum', { exact: true }).fill('Parça bekleniyor.');
  await panel.getByRole('button', { name: 'Yorum Ekle' }).click();
  await expect(panel.getByText('Parça bekleniyor.')).toBeVisible();

  await page.goto('/communication/breakdowns');
  const row = page.locator('.ant-table-row', { hasText: title });
  await expect(row).toContainText('İşlemde');
});
