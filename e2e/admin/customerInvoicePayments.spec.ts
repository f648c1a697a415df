import { expect, test } from '@playwright/test';
import { ADMIN, lira, signIn, unique } from '../support';
import { adminApi, isoDay } from './adminApi';

test('the super administrator corrects a payment from the invoice screen, and the invoice’s sums follow', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  const post = adminApi(page);
  const customer = await post('/api-super-admin/customers', {
    name: unique('Tahsilat Düzeltme A.Ş.'),
    is_active: true,
  });
  const invoice = await post<{ id: number; amount_tax_included: number }>('/api-super-admin/customer-invoices', {
    customer_id: customer.data.id,
    invoiced_on: isoDay(),
    amount: 100,
  });
  const total = invoice.data.amount_tax_included;
  await post('/api-super-admin/customer-invoice-payments', {
    customer_id: customer.data.id,
    customer_invoice_id: invoice.data.id,
    payment_on: isoDay(),
    amount: 50,
    description: 'Havale',
  });

  await page.goto(`/admin/crm/customer-invoices/${invoice.data.id}/edit`);
  const sum = (label: string) => page.locator('th', { hasText: label }).locator('xpath=following-sibling::td[1]');
  await expect(sum('Ödenen Tutar')).toHaveText(lira(50));
  const payments = page.getByTestId('customer-invoice-payments');
  const row = payments.locator('.ant-table-row', { hasText: 'Havale' });
  await expect(row).toContainText(lira(50));

  await row.getByRole('button', { name: 'Düzenle' }).click();
  const panel = page.getByRole('dialog', { name: 'Tahsilat Ekle' });
  await expect(panel.getByLabel('Tutar')).toHaveValue('50,00');
  await panel.getByLabel('Tutar').fill('70,00');
  await panel.getByLabel('Açıklama').fill('Havale (düzeltildi)');
  await panel.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(panel).toBeHidden();

  // The same payment, changed: one row, and the invoice's paid and remaining sums follow it.
  await expect(payments.locator('.ant-table-row')).toHaveCount(1);
  await expect(payments.locator('.ant-table-row')).toContainText('Havale (düzeltildi)');
  await expect(payments.locator('.ant-table-row')).toContainText(lira(70));
  await expect(sum('Ödenen Tutar')).toHaveText(lira(70));
  await expect(sum('Kalan Tutar')).toHaveText(lira(total - 70));
});
