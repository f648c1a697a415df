import { expect, test } from '@playwright/test';
import { ADMIN, signIn, unique } from '../support';
import { adminApi, isoDay } from './adminApi';

test('an advert’s clicks are listed newest first and sort by user both ways', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  const post = adminApi(page);
  const title = unique('Bahar temizliği kampanyası');
  const advert = await post('/api-super-admin/adverts', {
    title,
    target_type: 'all',
    starts_on: isoDay(-1),
    ends_on: isoDay(30),
    is_active: true,
  });
  // Two users of the residents' app click it: Zeynep first, then Ahmet.
  const clicker = async (first: string) => {
    const name = unique(first);
    const password = 'tiklayan-sifre-1';
    const email = `${first.toLowerCase()}.${name.split(' ').pop()}@sakin.test`;
    const session = await post<{ token: string }>(
      '/login',
      { name, email, password, password_confirmation: password },
      null,
    );
    await post(`/adverts/${advert.data.id}/clicks`, {}, session.data.token);
    return name;
  };
  const zeynep = await clicker('Zeynep');
  const ahmet = await clicker('Ahmet');

  await page.goto(`/admin/ads/${advert.data.id}/edit`);
  // The advert's panel, its clicks under the form.
  await expect(page.getByRole('dialog').getByLabel('Başlık')).toHaveValue(title);
  const clicks = page.getByTestId('advert-clicks');
  const rows = clicks.locator('.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(ahmet);
  await expect(clicks.locator('.ant-pagination-options')).toContainText('20 / sayfa');

  const byUser = clicks.locator('th', { hasText: /^Kullanıcı$/ });
  await byUser.click();
  await expect(byUser).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first()).toContainText(ahmet);
  await byUser.click();
  await expect(byUser).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first()).toContainText(zeynep);

  // Clearing the filters goes back to the newest first; the list exports and reloads like any other.
  await clicks.getByRole('button', { name: 'Filtreleri Temizle' }).click();
  await expect(byUser).not.toHaveAttribute('aria-sort');
  await expect(rows.first()).toContainText(ahmet);
  await clicks.getByRole('button', { name: 'Dışa Aktar' }).click();
  await expect(page.getByRole('menuitem', { name: 'XLSX' })).toBeVisible();
  await page.keyboard.press('Escape');
  await clicks.getByRole('button', { name: 'Yenile' }).click();
  await expect(rows).toHaveCount(2);
});
