import { expect, test } from '@playwright/test';
import { ADMIN, openColumnFilter, pick, signIn, unique } from '../support';

test('the super administrator adds a complex with a block, and it appears in the complex picker', async ({ page }) => {
  await signIn(page, ADMIN, '/login?redirect=%2Fdefinitions%2Fclusters');
  await expect(page).toHaveURL(/\/definitions\/clusters$/);
  await expect(page.locator('.ant-table-row', { hasText: 'Yeşilvadi Sitesi' })).toBeVisible();

  // A super administrator picks the company the new complex belongs to.
  await pick(page.getByTestId('company-picker'), 'Anadolu');
  await page.getByRole('button', { name: 'Ekle' }).click();
  const panel = page.locator('.ant-drawer');
  const name = `Güneşli Konutlar ${Date.now() % 100000}`;
  await panel.getByLabel('Site Adı', { exact: true }).fill(name);
  // The district list follows the chosen province (locations under Türkiye).
  const district = panel.getByRole('combobox', { name: 'İlçe' });
  await expect(district).toBeDisabled();
  for (const [label, value] of [
    ['İl', 'İstanbul'],
    ['İlçe', 'Kadıköy'],
  ]) {
    await pick(panel.getByRole('combobox', { name: label, exact: true }), value, { search: value });
  }
  await panel.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page).toHaveURL(/\/definitions\/clusters\/\d+\/edit$/);

  const blocks = page.getByTestId('cluster-blocks');
  await blocks.getByRole('textbox', { name: 'Bloklar' }).fill('Zambak');
  await blocks.getByRole('button', { name: 'Ekle' }).click();
  await expect(blocks.getByText('Zambak')).toBeVisible();

  await panel.locator('.ant-drawer-close').click();
  await expect(page.locator('.ant-table-row', { hasText: name })).toBeVisible();
  // The new complex is offered in the header's complex picker, and can be chosen there.
  await pick(page.getByTestId('cluster-picker'), name, { search: name.slice(0, 8) });
});

test('the super administrator narrows the complexes by the name column, in any letter case', async ({ page }) => {
  await signIn(page, ADMIN, '/login?redirect=%2Fdefinitions%2Fclusters');
  await expect(page).toHaveURL(/\/definitions\/clusters$/);
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const companies = await (await page.request.get('/api/companies?per_page=1000', { headers })).json();
  const company = companies.data.find((c: { name: string }) => c.name.startsWith('Anadolu'));
  const name = unique('Şükrü Çınaraltı Evleri');
  const created = await page.request.post('/api/clusters', { headers, data: { company_id: company.id, name } });
  expect(created.status(), await created.text()).toBe(201);
  await page.reload();

  const rows = page.locator('.ant-table-row');
  await expect(rows.filter({ hasNotText: name }).first()).toBeVisible();
  // The list reloads as it settles, and a filter opened meanwhile closes again: search until it holds.
  await expect(async () => {
    await openColumnFilter(page, 'Site Adı');
    const search = page.getByLabel('Site Adı Sütunda ara');
    await search.fill(name.toLocaleUpperCase('tr-TR'), { timeout: 2_000 });
    await search.press('Enter', { timeout: 2_000 });
    await expect(page).toHaveURL(/[?&]name=/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);

  // A complex without houses can go, so a repeated run leaves nothing behind.
  const removed = await page.request.delete(`/api/clusters/${(await created.json()).data.id}`, { headers });
  expect(removed.status(), await removed.text()).toBe(200);
});
