import { expect, test } from '@playwright/test';
import { ADMIN, pick, signIn, unique } from '../support';
import { adminApi } from './adminApi';

// A product taken off sale still has its customers: adding one more from the product's screen, and editing what a
// customer holds, show the product by name and fill the amount from its monthly or yearly price.
test('an off-sale product’s customers tab names the product and fills its prices', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  const post = adminApi(page);
  const productName = unique('Eski Bakım Paketi');
  const product = await post('/api-super-admin/products', {
    name: productName,
    invoice_description: 'Eski bakım paketi kullanım bedeli',
    monthly_price_per_house: 7.5,
    yearly_price_per_house: 80,
    is_available: false,
  });
  const customer = unique('Satış Dışı Müşteri Ltd.');
  await post('/api-super-admin/customers', { name: customer, is_active: true });

  await page.goto(`/admin/products/${product.data.id}/edit`);
  await page.getByRole('tab', { name: /^Müşteriler/ }).click();
  const tab = page.getByRole('tabpanel', { name: /^Müşteriler/ });
  await tab.getByRole('button', { name: 'Ekle' }).click();
  const drawer = page.getByRole('dialog', { name: 'Müşteriye Ürün Ekle' });
  const chosenProduct = (panel: typeof drawer) =>
    panel.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Ürün', exact: true }) });
  const amount = drawer.getByLabel('BB Başına Tutar');
  await expect(chosenProduct(drawer)).toContainText(productName);
  await expect(amount).toHaveValue('7,50');
  await drawer.getByRole('switch', { name: 'Yıllık' }).click();
  await expect(amount).toHaveValue('80,00');

  await pick(drawer.getByRole('combobox', { name: 'Müşteriler' }), customer, { search: customer });
  const year = new Date().getFullYear();
  await drawer.getByLabel('Başlangıç').fill(`01.01.${year}`);
  await drawer.getByLabel('Başlangıç').press('Enter');
  await drawer.getByLabel('Bitiş').fill(`31.12.${year}`);
  await drawer.getByLabel('Bitiş').press('Enter');
  await drawer.getByRole('button', { name: 'Kaydet', exact: true }).click();
  const held = tab.locator('.ant-table-row', { hasText: customer });
  await expect(held).toContainText(productName);

  // What the customer holds opens with the product named; 'Yıllık' off gives the monthly price back.
  await held.getByRole('button', { name: 'Düzenle' }).click();
  const edit = page.getByRole('dialog', { name: 'Müşterinin Ürününü Düzenle' });
  await expect(edit.getByLabel('BB Başına Tutar')).toHaveValue('80,00');
  await expect(chosenProduct(edit)).toContainText(productName);
  await edit.getByRole('switch', { name: 'Yıllık' }).click();
  await expect(edit.getByLabel('BB Başına Tutar')).toHaveValue('7,50');
});
