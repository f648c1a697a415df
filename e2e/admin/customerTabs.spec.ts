import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../support';

// A tab of a customer keeps its own sort and paging (the customer's screen owns the address), and the
// server sorts: the demo customer runs both demo complexes.

test('the customer’s complexes tab sorts by complex both ways and keeps the house total', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/admin/crm/customers');
  const customer = page.locator('.ant-table-row', { hasText: 'Anadolu Site Yönetim Hizmetleri' });
  await customer.getByRole('button', { name: 'Düzenle' }).click();
  await expect(page).toHaveURL(/\/admin\/crm\/customers\/\d+\/edit/);
  await page.getByRole('tab', { name: 'Siteler' }).click();
  const tab = page.getByRole('tabpanel', { name: 'Siteler' });
  const rows = tab.locator('.ant-table-row');
  await expect(rows).toHaveCount(2);
  const houses = await tab.getByTestId('house-count-total').textContent();

  const byComplex = tab.locator('th', { hasText: /^TYA$/ });
  await byComplex.click();
  await expect(byComplex).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first()).toContainText('Marmara Konutları');
  await byComplex.click();
  await expect(byComplex).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.first()).toContainText('Yeşilvadi Sitesi');
  await expect(tab.getByTestId('house-count-total')).toHaveText(houses ?? '');
});

test('the customer’s complexes and products tabs search, and clear their filters', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/admin/crm/customers');
  const customer = page.locator('.ant-table-row', { hasText: 'Anadolu Site Yönetim Hizmetleri' });
  await customer.getByRole('button', { name: 'Düzenle' }).click();
  await expect(page).toHaveURL(/\/admin\/crm\/customers\/\d+\/edit/);

  await page.getByRole('tab', { name: 'Siteler' }).click();
  const complexes = page.getByRole('tabpanel', { name: 'Siteler' });
  const complexRows = complexes.locator('.ant-table-row');
  await expect(complexRows).toHaveCount(2);
  await complexes.getByLabel('Ara').fill('YEŞİL');
  await expect(complexRows).toHaveCount(1);
  await expect(complexRows.first()).toContainText('Yeşilvadi Sitesi');
  await complexes.getByRole('button', { name: 'Filtreleri Temizle' }).click();
  await expect(complexes.getByLabel('Ara')).toHaveValue('');
  await expect(complexRows).toHaveCount(2);

  await page.getByRole('tab', { name: 'Ürünler' }).click();
  const products = page.getByRole('tabpanel', { name: 'Ürünler' });
  const productRows = products.locator('.ant-table-row');
  await expect(productRows.filter({ hasText: 'Site Yönetim Paketi' })).toHaveCount(1);
  await products.getByLabel('Ara').fill('sms modülü');
  await expect(products.getByText('Kayıt yok.')).toBeVisible();
  await expect(productRows).toHaveCount(0);
  await products.getByLabel('Ara').fill('yönetim paketi');
  await expect(productRows).toHaveCount(1);
  await expect(productRows.first()).toContainText('Site Yönetim Paketi');
});
