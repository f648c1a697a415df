import { expect, test } from '@playwright/test';
import { confirmPopup, MANAGER, openMenuGroup, signIn, unique } from '../support';

/** The demo company's administrator (seedDemo): writes the company's own lists. */
const COMPANY_ADMIN = { email: 'sirket@demo.test', password: 'demo1234' };

test('the company administrator adds a worker position, edits it and deletes it', async ({ page }) => {
  // The menu entry is a link to this address (shell/menu.spec.ts walks the menu).
  await signIn(page, COMPANY_ADMIN, '/login?redirect=%2Fmy-company%2Fworker-positions');
  await expect(page).toHaveURL(/\/my-company\/worker-positions$/);
  // The demo company's positions are listed.
  await expect(page.locator('.ant-table-row', { hasText: 'Site Müdürü' })).toBeVisible();

  const panel = page.locator('.ant-drawer');
  const name = unique('Resepsiyon');
  await page.getByRole('button', { name: 'Ekle', exact: true }).click();
  await expect(page).toHaveURL(/\/my-company\/worker-positions\/create$/);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(panel.getByText('Zorunlu alan')).toBeVisible();
  await panel.getByLabel('Pozisyon', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Kaydet ve Kapat' }).click();
  await expect(page).toHaveURL(/\/my-company\/worker-positions$/);
  const row = page.locator('.ant-table-row', { hasText: name });
  await expect(row).toBeVisible();

  // Renamed through the edit panel.
  const renamed = unique('Ön Büro');
  await row.getByRole('button', { name: 'Düzenle' }).click();
  await expect(page).toHaveURL(/\/my-company\/worker-positions\/\d+\/edit$/);
  await expect(panel.getByLabel('Pozisyon', { exact: true })).toHaveValue(name);
  await panel.getByLabel('Pozisyon', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Kaydet ve Kapat' }).click();
  await expect(page).toHaveURL(/\/my-company\/worker-positions$/);
  const renamedRow = page.locator('.ant-table-row', { hasText: renamed });
  await expect(renamedRow).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: name })).toHaveCount(0);

  // Deleted after the confirmation.
  await renamedRow.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Silmek istediğinizden emin misiniz?')).toBeVisible();
  await confirmPopup(page);
  await expect(page.locator('.ant-table-row', { hasText: renamed })).toHaveCount(0);
  await expect(page.locator('.ant-table-row', { hasText: 'Site Müdürü' })).toBeVisible();
});

test("a complex's manager sees the company's positions but no button that would change them", async ({ page }) => {
  await signIn(page, MANAGER, '/login?redirect=%2Fmy-company%2Fworker-positions');
  const row = page.locator('.ant-table-row', { hasText: 'Site Müdürü' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ekle', exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Düzenle' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Sil' })).toHaveCount(0);
  // The side menu leads here.
  const nav = page.getByRole('navigation');
  await openMenuGroup(nav, 'Şirketim');
  await expect(nav.getByRole('link', { name: 'Görevler', exact: true })).toHaveAttribute(
    'href',
    '/my-company/worker-positions',
  );
});
