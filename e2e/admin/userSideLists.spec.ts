import { expect, test } from '@playwright/test';
import { ADMIN, pick, signIn, unique } from '../support';
import { adminApi } from './adminApi';

// A user of the residents' app signed in on a tablet and eleven phones: twelve sessions, more than a page of
// ten and less than the usual twenty.
test('the user page’s lists start at 20 rows, keep the chosen page size, search and clear their filters', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  const post = adminApi(page);
  const name = unique('Cihaz Sahibi');
  const email = `cihaz.${name.split(' ').pop()}@sakin.test`;
  const password = 'cihaz-sifre-1';
  const registered = await post<{ user: { id: number } }>(
    '/login',
    { name, email, password, password_confirmation: password, device_name: 'Tablet' },
    null,
  );
  for (let i = 1; i <= 11; i++) await post('/sanctum/token', { email, password, device_name: `Telefon ${i}` }, null);

  await page.goto(`/admin/users/${registered.data.user.id}/edit`);
  await page.getByRole('tab', { name: 'Cihazlar' }).click();
  const devices = page.getByTestId('user-list-tokens');
  const rows = devices.locator('.ant-table-row');
  await expect(rows).toHaveCount(12);
  const pageSize = devices.locator('.ant-pagination-options');
  await expect(pageSize).toContainText('20 / sayfa');

  await pick(pageSize, '10 / sayfa');
  await expect(rows).toHaveCount(10);
  await expect(devices.locator('.ant-pagination-item')).toHaveCount(2);

  await devices.getByLabel('Ara').fill('tablet');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Tablet');
  await devices.getByLabel('Ara').fill('telefon 1');
  // 'Telefon 1', 'Telefon 10' and 'Telefon 11'.
  await expect(rows).toHaveCount(3);

  await devices.getByRole('button', { name: 'Filtreleri Temizle' }).click();
  await expect(devices.getByLabel('Ara')).toHaveValue('');
  await expect(rows).toHaveCount(10);

  // The chosen page size is the user's from now on: the page opened again starts with it.
  await page.reload();
  await page.getByRole('tab', { name: 'Cihazlar' }).click();
  await expect(devices.locator('.ant-pagination-options')).toContainText('10 / sayfa');
  await expect(rows).toHaveCount(10);
});
