import { expect, test } from '@playwright/test';
import { signIn, unique } from '../support';

test('the manager rents a house to a new person and sees the owner and renter of the house', async ({ page }) => {
  await signIn(page, undefined, '/login?redirect=%2Fdefinitions%2Fhouses%3Fdoor_number%3D24%26block_id%3D1');
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await page.locator('.ant-table-row').first().getByRole('button', { name: 'Düzenle' }).click();
  const people = page.getByTestId('house-users');
  await expect(people.locator('.ant-table-row', { hasText: 'Malik' })).toHaveCount(1);
  const before = await people.locator('.ant-table-row').count();

  // The change takes effect the day after the current renter's start at the earliest (the leaving renter
  // ends the day before it), as a manager would date it; so the spec can run again on the same house.
  const starts = await people.locator('.ant-table-row').evaluateAll((rows) =>
    rows
      .map((row) => Array.from(row.querySelectorAll('td'), (td) => td.textContent?.trim() ?? ''))
      .filter((cells) => cells[1] === 'Kiracı')
      .map((cells) => cells[2].split('.').reverse().join('-')),
  );
  const day = new Date(Math.max(Date.now(), ...starts.map((d) => Date.parse(d) + 86_400_000)));
  const startsOn = day.toISOString().slice(0, 10).split('-').reverse().join('.');

  await people.getByRole('button', { name: 'Kiracı Değiştir' }).click();
  const dialog = page.locator('.ant-modal');
  const date = dialog.getByLabel('Geçerlilik Tarihi');
  await date.click();
  await date.fill(startsOn);
  await date.press('Enter');
  await expect(date).toHaveValue(startsOn);
  // The calendar may stay open over the choices below (Enter on the date it already shows): close it.
  await dialog.locator('.ant-modal-title').click();
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
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
