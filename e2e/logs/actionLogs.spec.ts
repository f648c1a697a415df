import { expect, test } from '@playwright/test';
import { ADMIN, openColumnFilter, signIn, unique } from '../support';

test("the manager narrows the action log to one user's changes by the user column, in any letter case", async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);
  const manager = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const signedIn = await page.request.post('/api/sanctum/token', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  const admin = { authorization: `Bearer ${(await signedIn.json()).data.token}` };
  const clusters = await (await page.request.get('/api/clusters?per_page=1000', { headers: manager })).json();
  const clusterId = clusters.data.find((c: { name: string }) => c.name === 'Yeşilvadi Sitesi').id;
  // A change by the super administrator and one by the manager in the manager's complex.
  const safes: number[] = [];
  for (const headers of [admin, manager]) {
    const res = await page.request.post(`/api/clusters/${clusterId}/safes`, {
      headers,
      data: { name: unique('Kayıt Kasası') },
    });
    expect(res.status(), await res.text()).toBe(201);
    safes.push((await res.json()).data.id);
  }

  await page.goto('/logs/action-logs');
  const users = page.locator('.ant-table-row td:nth-child(2)');
  await expect(users.filter({ hasText: 'Sistem Yöneticisi' }).first()).toBeVisible();
  await expect(users.filter({ hasText: 'Kerem Aydın' }).first()).toBeVisible();
  await expect(async () => {
    await openColumnFilter(page, 'Kullanıcı');
    const search = page.getByLabel('Kullanıcı Sütunda ara');
    await search.fill('KEREM AYDIN', { timeout: 2_000 });
    await search.press('Enter', { timeout: 2_000 });
    await expect(page).toHaveURL(/[?&]user_name=/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(users.first()).toHaveText('Kerem Aydın');
  await expect(users.filter({ hasNotText: 'Kerem Aydın' })).toHaveCount(0);

  // The safes go again, so a repeated run leaves the complex's safes as they were.
  for (const id of safes) {
    const removed = await page.request.delete(`/api/safes/${id}`, { headers: manager });
    expect(removed.status(), await removed.text()).toBe(200);
  }
});
