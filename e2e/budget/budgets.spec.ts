import { expect, test } from '@playwright/test';
import { choose, pick, signIn, unique } from '../support';

// Bütçe Tanımı: the manager writes this year's operating budget, the meeting approves it (then it is
// locked), and next year's draft is copied from it with a raise.

test('a budget is written with a yearly line spread over the months, approved and locked, and copied with a raise', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);
  await choose(page, 'cluster-picker', 'Yeşilvadi Sitesi');
  const name = unique('İşletme Projesi');

  await page.goto('/budget/definition/create');
  await page.getByLabel('Bütçe Adı').fill(name);
  await page.getByRole('button', { name: 'Kalem Ekle' }).click();
  await pick(page.getByRole('combobox', { name: 'Gider Tipi' }), 'Enerji Giderleri');
  await page.getByLabel('Yıllık').fill('12.000,00');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Bütçe kaydedildi.')).toBeVisible();
  await expect(page).toHaveURL(/\/budget\/definition\/\d+\/edit$/);
  // The yearly amount is spread equally: twelve months of 1.000,00 ₺.
  const line = page.getByTestId('budget-lines').locator('.ant-table-row').first();
  await expect(line.getByText('1.000,00 ₺', { exact: true })).toHaveCount(12);

  await page.getByRole('button', { name: 'Onayla' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: 'Karar No' });
  const day = `20.01.${new Date().getFullYear()}`;
  const date = dialog.getByLabel('Onay Tarihi');
  await date.click();
  await date.fill(day);
  await date.press('Enter');
  await dialog.getByLabel('Karar No').fill('2026/7');
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(page.getByText('Bütçe onaylandı.')).toBeVisible();
  await expect(page.getByText('Onaylanmış veya kapanmış bütçe değiştirilemez.')).toBeVisible();
  await expect(page.getByText(`Onay: ${day} / 2026/7`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kaydet' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Geçen Yıldan Kopyala' }).click();
  const copy = page.locator('.ant-modal').filter({ hasText: 'Artış Oranı' });
  await copy.getByLabel('Artış Oranı (%)').fill('10');
  await copy.getByRole('button', { name: 'Geçen Yıldan Kopyala' }).click();
  await expect(page.getByText('Yeni dönemin taslağı oluşturuldu.')).toBeVisible();
  // The new draft: 12.000 raised by 10 % is 13.200,00 a year, 1.100,00 a month, and it can be saved again.
  await expect(page.getByRole('button', { name: 'Kaydet' })).toBeVisible();
  await expect(line.getByText('1.100,00 ₺', { exact: true })).toHaveCount(12);
  await expect(page.getByLabel('Yıllık')).toHaveValue('13.200,00');

  await page.goto('/budget/definition');
  // The approved budget opens but cannot be deleted; next year's draft ('… (year + 1)') can.
  const approved = page.locator('.ant-table-row', { hasText: name }).filter({ hasText: 'Onaylandı' });
  await expect(approved).toHaveCount(1);
  await expect(approved).toContainText('12.000,00 ₺');
  await expect(approved.getByRole('button', { name: 'Sil' })).toHaveCount(0);
  await expect(approved.getByRole('button', { name: 'Düzenle' })).toBeVisible();
  const draft = page.locator('.ant-table-row', { hasText: `${name} (${new Date().getFullYear() + 1})` });
  await expect(draft).toContainText('Taslak');
  await expect(draft).toContainText('13.200,00 ₺');
  await expect(draft.getByRole('button', { name: 'Sil' })).toBeVisible();
});
