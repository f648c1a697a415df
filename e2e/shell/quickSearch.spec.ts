import { expect, test } from '@playwright/test';
import { openMarmara, unique } from '../support';

test('the header’s quick search finds a resident and their house by name or door and opens their accounts', async ({
  page,
}) => {
  const { call, clusterId } = await openMarmara(page);
  const name = unique('Işıl Çağlayan');
  const word = name.split(' ').at(-1) as string;
  const door = `QS-${word}`;
  const resident = (
    await call<{ data: { id: number } }>('POST', `/clusters/${clusterId}/residents`, {
      name,
      commercial_type: 'personal',
      is_active: true,
    })
  ).data;
  const house = (
    await call<{ data: { id: number } }>('POST', `/clusters/${clusterId}/houses`, { type: 'house', door_number: door })
  ).data;
  await call('POST', '/house-users', {
    cluster_id: clusterId,
    house_id: house.id,
    resident_id: resident.id,
    house_user_type_id: 1,
  });

  const input = page.getByTestId('quick-search').getByRole('combobox', { name: 'Hızlı arama' });
  const status = page.getByTestId('quick-search-status');
  const hits = page.getByTestId('quick-search-hit');
  await input.fill('ı');
  await expect(status).toHaveText('Aramak için en az 2 karakter yazın.');

  // Capitals fold the Turkish way ('IŞIL' is 'ışıl'), and each word may match anywhere.
  await input.fill(`IŞIL ${word}`);
  await expect(hits).toHaveCount(2);
  const residentHit = hits.filter({ hasNotText: door });
  await expect(residentHit).toContainText(name);
  // The house is found by its user's name, with the owner beside its door.
  await expect(hits.filter({ hasText: door })).toContainText(name);
  await residentHit.click();
  await expect(page).toHaveURL(new RegExp(`/incomes/residents/${resident.id}$`));
  await expect(page.getByTestId('account-detail').getByRole('heading', { name })).toBeVisible();

  await input.fill(door.toLowerCase());
  await expect(hits).toHaveCount(1);
  await hits.click();
  await expect(page).toHaveURL(new RegExp(`/incomes/houses/${house.id}$`));
  await expect(page.getByTestId('account-detail').getByRole('heading', { name: door })).toBeVisible();

  await input.fill(`${word}zz`);
  await expect(status).toHaveText('Sonuç bulunamadı.');
});

test('the quick search says the connection failed when the server does not answer', async ({ page }) => {
  await openMarmara(page);
  await page.route(/\/api\/clusters\/\d+\/(residents|houses|cluster-providers)\?/, (route) => route.abort());
  await page.getByTestId('quick-search').getByRole('combobox', { name: 'Hızlı arama' }).fill('mehmet');
  await expect(page.getByTestId('quick-search-status')).toHaveText(
    'Sunucuya bağlanılamadı. İnternet bağlantınızı kontrol edin.',
  );
});
