import { expect, type Page, test } from '@playwright/test';
import { ADMIN, pick, signIn } from '../support';

/** A house of Marmara Konutları, through the API with the signed-in token. */
async function marmaraHouse(page: Page): Promise<{ id: number; label: string }> {
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const clusters = (await (await page.request.get('/api/clusters?per_page=1000', { headers })).json()).data as {
    id: number;
    name: string;
  }[];
  const marmara = clusters.find((c) => c.name === 'Marmara Konutları');
  expect(marmara).toBeDefined();
  const houses = await (
    await page.request.get(`/api/clusters/${marmara?.id}/house-balances?per_page=1`, { headers })
  ).json();
  return { id: houses.data[0].id, label: houses.data[0].house_label };
}

test('a house of another complex moves the complex picker to it, and picking another complex leaves the house', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  await pick(page.getByTestId('cluster-picker'), 'Yeşilvadi Sitesi');
  const house = await marmaraHouse(page);

  await page.goto(`/incomes/houses/${house.id}`);
  const account = page.getByTestId('account-detail');
  await expect(account.getByRole('heading', { name: house.label })).toBeVisible();
  await expect(page.getByTestId('cluster-picker')).toContainText('Marmara Konutları');

  // Picking Yeşilvadi now cannot leave Marmara's house, with its 'Tahsilat Yap', on screen.
  await pick(page.getByTestId('cluster-picker'), 'Yeşilvadi Sitesi');
  await expect(page).toHaveURL(/\/incomes\/houses$/);
  await expect(page.getByRole('button', { name: 'Tahsilat Yap' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('cluster-picker')).toContainText('Yeşilvadi Sitesi');
});

test('a manager opening another complex’s record by its address reads that it was not found', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  const house = await marmaraHouse(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();

  await signIn(page, undefined, `/login?redirect=${encodeURIComponent(`/incomes/houses/${house.id}`)}`);
  await expect(page.getByTestId('record-not-found')).toContainText('Öğe bulunamadı.');
  await page.goto(`/definitions/houses/${house.id}/edit`);
  await expect(page.getByTestId('record-not-found')).toContainText('Öğe bulunamadı.');
  await expect(page.getByTestId('cluster-picker')).toContainText('Yeşilvadi Sitesi');
});
