import { expect, test } from '@playwright/test';
import { ADMIN, pick, signIn } from '../support';

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
