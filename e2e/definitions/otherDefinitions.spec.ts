import { expect, test } from '@playwright/test';
import { signIn, unique } from '../support';

test('the manager adds an expense type and a child type under it; system types stay read-only', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation').getByText('Diğer Tanımlar', { exact: true }).click();
  await page.getByRole('navigation').getByText('Gider Tipleri', { exact: true }).click();
  await expect(page).toHaveURL(/\/other-definitions\/expense-types$/);

  // A top-level expense type of the complex.
  const panel = page.locator('.ant-drawer');
  // Names of their own, so the spec can run again on the same database.
  const security = unique('Güvenlik Giderleri');
  const camera = unique('Kamera Sistemi Bakımı');
  await page.getByRole('button', { name: 'Ekle', exact: true }).click();
  await expect(page).toHaveURL(/\/other-definitions\/expense-types\/create$/);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(panel.getByText('Zorunlu alan')).toBeVisible();
  await panel.getByLabel('Gider Tipi', { exact: true }).fill(security);
  await expect(panel.locator('.ant-form-item', { hasText: 'İşaret' })).toContainText('Gider (-)');
  await page.waitForTimeout(250);
  await page.getByRole('button', { name: 'Kaydet ve Kapat' }).click();
  await expect(page).toHaveURL(/\/other-definitions\/expense-types$/);
  const ownRow = page.locator('.ant-table-row', { hasText: security });
  await expect(ownRow).toBeVisible();
  await expect(ownRow.getByRole('button', { name: 'Düzenle' })).toHaveCount(1);

  // A system type is listed to the complex but read-only: no edit or delete, a disabled form.
  const systemRow = page.locator('.ant-table-row', { hasText: 'Enerji Giderleri' });
  await expect(systemRow).toContainText('Sistem');
  await expect(systemRow.getByRole('button', { name: 'Düzenle' })).toHaveCount(0);
  await expect(systemRow.getByRole('button', { name: 'Sil' })).toHaveCount(0);
  await systemRow.getByRole('button', { name: 'Detay' }).click();
  await expect(panel.getByLabel('Gider Tipi', { exact: true })).toHaveValue('Enerji Giderleri');
  await expect(panel.getByLabel('Gider Tipi', { exact: true })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Kaydet', exact: true })).toHaveCount(0);
  await page.goto(page.url().replace(/\/(\d+)(\?|$)/, '/$1/edit$2'));
  await expect(panel.getByLabel('Gider Tipi', { exact: true })).toHaveValue('Enerji Giderleri');
  await expect(panel.getByLabel('Gider Tipi', { exact: true })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Kaydet', exact: true })).toHaveCount(0);
  await page.goto('/other-definitions/expense-types');

  // A child type through /child-expense-types/:parentId/create: the parent comes preset from the route.
  await page.locator('.ant-table-row', { hasText: security }).getByRole('button', { name: 'Alt Tip Ekle' }).click();
  await expect(page).toHaveURL(/\/other-definitions\/child-expense-types\/\d+\/create$/);
  await page.reload();
  const parentItem = panel.locator('.ant-form-item', { hasText: 'Üst Gider Tipi' });
  await expect(parentItem).toContainText(security);
  await panel.getByLabel('Gider Tipi', { exact: true }).fill(camera);
  await page.getByRole('button', { name: 'Kaydet ve Kapat' }).click();
  await expect(page).toHaveURL(/\/other-definitions\/child-expense-types$/);
  const childRow = page.locator('.ant-table-row', { hasText: camera });
  await expect(childRow).toContainText(security);
  await expect(childRow.getByRole('button', { name: 'Düzenle' })).toHaveCount(1);

  // The child list holds children only; system children are read-only there too.
  await expect(page.locator('.ant-table-row', { hasText: 'Elektrik' })).toContainText('Enerji Giderleri');
  await page.getByPlaceholder('Ara', { exact: true }).fill('maaş');
  const salary = page.locator('.ant-table-row', { hasText: 'Maaş' });
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(salary).toContainText('Personel Giderleri');
  await expect(salary.getByRole('button', { name: 'Düzenle' })).toHaveCount(0);

  // A child type needs its parent: without one the form says so.
  await page.goto('/other-definitions/child-expense-types/create');
  await panel.getByLabel('Gider Tipi', { exact: true }).fill('Yetim Tip');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(parentItem).toContainText('Zorunlu alan');
  await expect(page.getByText('Lütfen tüm gerekli alanları doldurunuz').first()).toBeVisible();

  // Both new types are in their lists after a reload.
  await page.goto(`/other-definitions/expense-types?q=${encodeURIComponent(`güvenlik ${security.split(' ').pop()}`)}`);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-row').first()).toContainText(security);
  await page.goto(
    `/other-definitions/child-expense-types?q=${encodeURIComponent(`kamera ${camera.split(' ').pop()}`)}`,
  );
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-row').first()).toContainText(camera);
});

test('every other-definitions screen opens its list; list-only screens offer no Ekle', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);
  const screens: [string, string, boolean][] = [
    ['projects', 'Projeler', true],
    ['expense-types', 'Gider Tipleri', true],
    ['child-expense-types', 'Alt Gider Tipleri', true],
    ['income-types', 'Gelir Tipleri', true],
    ['other-incomes', 'Diğer Gelir Tipleri', true],
    ['fixtures/fixture-groups', 'Demirbaş Grupları', true],
    ['fixtures/fixtures', 'Demirbaşlar', true],
    ['housing-income', 'Konut Gelirleri', false],
    ['payback-reasons', 'İade Nedenleri', true],
    ['types/contract-types', 'Sözleşme Tipleri', true],
    ['types/maintenance-types', 'Bakım Tipleri', true],
    ['types/cleaning-types', 'Temizlik Tipleri', true],
    ['types/breakdown-types', 'Arıza Tipleri', true],
    ['cluster-phones', 'Site Telefonları', true],
    ['maintenance', 'Bakım Planı', true],
    ['house-integrations', 'BB Entegrasyonları', false],
  ];
  for (const [path, title, writable] of screens) {
    await page.goto(`/other-definitions/${path}`);
    await expect(page.getByRole('heading', { name: title, exact: true }), path).toBeVisible();
    await expect(page.locator('.ant-table'), path).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ekle', exact: true }), path).toHaveCount(writable ? 1 : 0);
  }
  // The houses of the demo complex are listed with their owners.
  await page.goto('/other-definitions/housing-income');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();

  // A project with dates and a budget, shown in Turkish formats.
  await page.goto('/other-definitions/projects/create');
  const panel = page.locator('.ant-drawer');
  const project = unique('Çatı Yalıtımı');
  await panel.getByLabel('Proje Adı').fill(project);
  // Typed the Turkish way: the budget is 125.000,50 ₺.
  await panel.getByLabel('Bütçe').fill('125.000,50');
  await page.getByRole('button', { name: 'Kaydet ve Kapat' }).click();
  await expect(page).toHaveURL(/\/other-definitions\/projects$/);
  await expect(page.locator('.ant-table-row', { hasText: project })).toContainText('125.000,50 ₺');
});
