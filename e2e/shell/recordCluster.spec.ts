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
  // In a panel over its list, the toast says so and the panel closes (spec §8).
  await page.goto(`/definitions/houses/${house.id}/edit`);
  await expect(page.getByText('Öğe bulunamadı.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/definitions\/houses$/);
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
  await expect(page.getByTestId('cluster-picker')).toContainText('Yeşilvadi Sitesi');
});

test('a house or resident opened by its address before any complex is picked loads without asking for complex null', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('clusterId'))).not.toBeNull();
  const clusterId = Number(await page.evaluate(() => localStorage.getItem('clusterId')));
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => (await page.request.get(path, { headers })).json();
  const resident = (await get(`/api/clusters/${clusterId}/residents?per_page=1&order_by=name`)).data[0];
  const house = (await get(`/api/clusters/${clusterId}/houses?per_page=1`)).data[0];

  // The complex list arrives late (a slow line): the screen must wait for it, not ask for complex null.
  await page.route(/\/api\/clusters\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const wrong: string[] = [];
  page.on('request', (request) => {
    if (/\/null(\/|\?|$)|=null(&|$)/.test(request.url())) wrong.push(request.url());
  });
  for (const [path, label, value] of [
    [`/definitions/residents/${resident.id}/edit`, 'Ad Soyad / Unvan', resident.name],
    [`/definitions/houses/${house.id}/edit`, 'Kapı No', house.door_number],
  ]) {
    // A browser that never picked a complex (a new device, or storage cleared).
    await page.evaluate(() => localStorage.removeItem('clusterId'));
    await page.goto(path);
    // A cold start with a slow complex list: the screen, its panel and the panel's rules all download first.
    await expect(page.locator('.ant-drawer').getByLabel(label, { exact: true }), path).toHaveValue(String(value), {
      timeout: 20_000,
    });
  }
  expect(wrong).toEqual([]);
});
