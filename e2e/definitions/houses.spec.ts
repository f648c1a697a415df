import { expect, test } from '@playwright/test';
import { signIn, unique } from '../support';

test('the manager rents a house to a new person and sees the owner and renter of the house', async ({ page }) => {
  await signIn(page, undefined, '/login?redirect=%2Fdefinitions%2Fhouses%3Fdoor_number%3D24%26block_id%3D1');
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await page.locator('.ant-table-row').first().getByRole('button', { name: 'Düzenle' }).click();
  const people = page.getByTestId('house-users');
  await expect(people.locator('.ant-table-row', { hasText: 'Malik' })).toHaveCount(1);
  const before = await people.locator('.ant-table-row').count();

  await people.getByRole('button', { name: 'Kiracı Değiştir' }).click();
  const dialog = page.locator('.ant-modal');
  await dialog.getByLabel('Siteden ayrıldı').check();
  await dialog.getByLabel('Yeni kişi').check();
  const renterName = unique('Gökhan Yıldırımoğlu');
  await dialog.getByLabel('Ad Soyad / Unvan').fill(renterName);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();

  const renter = people.locator('.ant-table-row', { hasText: renterName });
  await expect(renter).toContainText('Kiracı');
  await expect(people.locator('.ant-table-row')).toHaveCount(before + 1);
});
