import { expect, type Locator, test } from '@playwright/test';
import { clickWhenStill, pick, signIn } from '../support';

/** A form control by its label, whether or not the label carries the required mark ('* Ad'). */
function labelled(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^(\\* )?${label}$`));
}

/** Types a dd.MM.yyyy date into an antd DatePicker, as a person would. */
async function typeDate(field: Locator, date: string): Promise<void> {
  await field.click();
  await field.fill(date);
  await field.press('Enter');
}

test('the manager records an invoice with two items, installs it in three, pays one installment and sees it in the provider’s activities', async ({
  page,
}) => {
  await signIn(page);
  const nav = page.getByRole('navigation');
  const provider = `Boğaziçi Elektrik ${Date.now().toString(36)}`;

  await nav.getByText('Giderler', { exact: true }).click();
  await nav.getByText('Fatura Ekle', { exact: true }).click();
  await expect(page).toHaveURL(/\/expenses\/invoice\/create$/);
  const form = page.getByTestId('invoice-form');

  // The demo complex has no provider yet: the manager adds one from the picker's button.
  await form.getByRole('button', { name: 'Tedarikçi Ekle' }).click();
  const providerPanel = page.getByRole('dialog', { name: 'Tedarikçi' });
  await labelled(providerPanel, 'Ad').fill(provider);
  await labelled(providerPanel, 'Unvan').fill(`${provider} Dağıtım A.Ş.`);
  await providerPanel.getByRole('button', { name: 'Kaydet' }).click();
  await expect(providerPanel).toBeHidden();
  await expect(form.getByTestId('invoice-provider')).toContainText(provider);

  await typeDate(labelled(form, 'Fatura Tarihi'), '05.10.2026');
  await typeDate(labelled(form, 'Son Ödeme Tarihi'), '25.10.2026');
  await form.getByLabel('Fatura No').fill('BEL2026000123');

  // Two items: electricity under energy (the child type opens once its parent is chosen) and maintenance.
  const rows = form.getByTestId('invoice-item-row');
  const child = rows.nth(0).getByRole('combobox', { name: 'Alt Gider Tipi' });
  await expect(child).toBeDisabled();
  await pick(rows.nth(0).getByRole('combobox', { name: 'Gider Tipi', exact: true }), 'Enerji Giderleri');
  await expect(child).toBeEnabled();
  await pick(child, 'Elektrik');
  await rows.nth(0).getByLabel('Açıklama').fill('Ortak alan elektriği');
  await rows.nth(0).getByLabel('Tutar').fill('1200,50');
  await form.getByRole('button', { name: 'Satır Ekle' }).click();
  await pick(rows.nth(1).getByRole('combobox', { name: 'Gider Tipi', exact: true }), 'Bakım Onarım');
  await rows.nth(1).getByLabel('Tutar').fill('300');
  await expect(form.getByTestId('items-total')).toHaveText('Toplam: 1.500,50 ₺');

  // Saving goes on to the new invoice's edit screen with its figures.
  await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page).toHaveURL(/\/expenses\/invoices\/\d+\/edit$/);
  const totals = page.getByTestId('invoice-totals');
  await expect(totals).toContainText('1.500,50 ₺');
  await expect(totals).toContainText('Ödenmedi');
  const items = page.getByTestId('invoice-items');
  await expect(items.locator('.ant-table-row')).toHaveCount(2);
  await expect(items.locator('.ant-table-row').first()).toContainText('Elektrik');

  // Three automatic installments spread the whole total; then no more can be added.
  const installments = page.getByTestId('invoice-installments');
  await installments.getByRole('button', { name: 'Taksit Ekle' }).click();
  const installmentPanel = page.getByRole('dialog', { name: 'Fatura Taksiti' });
  await expect(installmentPanel).toContainText('Taksitlendirilmemiş tutar: 1.500,50 ₺');
  await installmentPanel.getByText('Otomatik Taksit', { exact: true }).click();
  await typeDate(labelled(installmentPanel, 'İlk Taksit Tarihi'), '31.10.2026');
  await labelled(installmentPanel, 'Taksit Sayısı').fill('3');
  await installmentPanel.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(installmentPanel).toBeHidden();
  const installmentRows = installments.locator('.ant-table-row');
  await expect(installmentRows).toHaveCount(3);
  await expect(installmentRows.nth(0)).toContainText('31.10.2026');
  await expect(installmentRows.nth(1)).toContainText('30.11.2026');
  await expect(installments.getByTestId('uninstalled')).toHaveText('0,00 ₺');
  await expect(installments.getByTestId('fully-installed')).toHaveText(
    'Faturanın tümü taksitlendirilmiş. Yeni taksit ekleyemezsiniz',
  );
  await expect(installments.getByRole('button', { name: 'Taksit Ekle' })).toBeDisabled();
  const firstInstallment = (await installmentRows.nth(0).locator('td').nth(1).textContent()) ?? '';
  expect(firstInstallment).toBe('500,17 ₺');

  // Pay the first installment's amount from the bank account; the remaining amount follows.
  const payments = page.getByTestId('invoice-payments');
  await payments.getByRole('button', { name: 'Ödeme Yap' }).click();
  const paymentPanel = page.getByRole('dialog', { name: 'Fatura Ödeme' });
  await expect(paymentPanel).toContainText('Kalan tutar: 1.500,50 ₺');
  await pick(paymentPanel.getByRole('combobox', { name: 'Banka Hesabı' }), 'Ziraat');
  // More than what is left is refused as the server would word it.
  await labelled(paymentPanel, 'Tutar').fill('1500,51');
  await expect(paymentPanel).toContainText('En fazla 1.500,50 değerini girebilirsiniz.');
  await labelled(paymentPanel, 'Tutar').fill(firstInstallment.replace(' ₺', ''));
  await paymentPanel.getByRole('button', { name: 'Kaydet' }).click();
  await expect(paymentPanel).toBeHidden();
  await expect(payments.locator('.ant-table-row')).toHaveCount(1);
  await expect(payments.locator('.ant-table-row').first()).toContainText('500,17 ₺');
  await expect(totals).toContainText('1.000,33 ₺');
  await expect(totals.locator('.ant-statistic', { hasText: 'Kalan' })).toContainText('1.000,33 ₺');
  await expect(totals.locator('.ant-statistic', { hasText: 'Ödenen' })).toContainText('500,17 ₺');
  // A part payment reads as such, with what is left; the type Faturalı needs no 'invoice to come' tag.
  await expect(totals).toContainText('Kısmen Ödendi · Kalan 1.000,33 ₺');
  await expect(totals).not.toContainText('Ödenmedi');
  await expect(totals).not.toContainText('Fatura Bekleniyor');

  // The invoice's 'Mahsup Fişi' and the payment's 'Ödeme Makbuzu' print as PDF files.
  for (const [scope, button] of [
    [page.getByTestId('invoice-screen').locator('.table-title-bar'), 'Mahsup Fişi'],
    [payments, 'Ödeme Makbuzu'],
  ] as const) {
    await scope.getByRole('button', { name: button }).click();
    const receiptPanel = page.getByRole('dialog', { name: button });
    const printed = page.waitForResponse((r) => r.url().endsWith('/api/print-file'));
    const tab = page.waitForEvent('popup');
    await receiptPanel.getByRole('button', { name: 'İndir' }).click();
    const url = (await (await printed).json()).data.url as string;
    (await tab).close();
    const file = await page.request.get(url);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect(receiptPanel).toBeHidden();
  }

  // The invoices list shows it with what is left, and the footer totals.
  await nav.getByText('Faturalar', { exact: true }).click();
  const listed = page.locator('.ant-table-row', { hasText: provider });
  await expect(listed).toContainText('BEL2026000123');
  await expect(listed).toContainText('1.000,33 ₺');
  await expect(listed).toContainText('Kısmen Ödendi');

  // The provider's activities: the invoice credits it, the payment debits it.
  await nav.getByText('Hareketler', { exact: true }).click();
  await nav.getByText('Tedarikçi Hareketleri', { exact: true }).click();
  await pick(page.getByRole('combobox', { name: 'Tedarikçi seçin' }), provider);
  const lines = page.locator('.ant-table-row');
  await expect(lines).toHaveCount(2);
  const cells = (n: number) => lines.nth(n).locator('td');
  // Date, description, kind, debit, credit, running balance ((A): the complex owes the provider).
  await expect(cells(0)).toHaveText([
    '05.10.2026',
    'Fatura BEL2026000123',
    'Fatura',
    '',
    '1.500,50 ₺',
    '1.500,50 ₺ (A)',
  ]);
  await expect(cells(1).nth(2)).toHaveText('Fatura Ödemesi');
  await expect(cells(1).nth(3)).toHaveText('500,17 ₺');
  await expect(cells(1).nth(5)).toHaveText('1.000,33 ₺ (A)');
});

test('changing the items of an installed invoice asks first and drops the installments; bulk close pays the rest', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Setup through the API: a provider and an invoice of 100,00 ₺ in two installments.
  // The selected complex is stored once the complexes have loaded.
  await page.waitForFunction(() => Number(localStorage.getItem('clusterId')) > 0);
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    clusterId: Number(localStorage.getItem('clusterId')),
  }));
  const headers = { Authorization: `Bearer ${session.token}` };
  const call = async (method: 'get' | 'post', url: string, data?: object) => {
    const res = await page.request[method](`/api${url}`, { headers, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return (await res.json()).data;
  };
  const name = `Temizlik Ltd ${Date.now().toString(36)}`;
  // A bill number of its own, so the lists below find only this run's invoice.
  const billNo = `TMZ-${Date.now().toString(36)}`;
  const provider = await call('post', '/cluster-providers', {
    cluster_id: session.clusterId,
    provider_type_id: 5,
    name,
    title: `${name} Şti.`,
  });
  const [maintenance] = await call(
    'get',
    `/clusters/${session.clusterId}/types/expense-types?has_parent=0&query=${encodeURIComponent('Bakım Onarım')}`,
  );
  const invoice = await call('post', '/expense/invoices', {
    cluster_id: session.clusterId,
    provider_id: provider.id,
    billed_on: '2026-09-01',
    bill_no: billNo,
    invoice_type_id: 2,
    payment_type_id: 1,
    items: [{ expense_type_id: maintenance.id, amount: 100 }],
  });
  await call('post', `/expense/invoices/${invoice.id}/installments/auto-installment`, {
    starts_on: '2026-09-30',
    installment_count: 2,
  });

  await page.goto(`/expenses/invoices/${invoice.id}/edit`);
  const installments = page.getByTestId('invoice-installments');
  await expect(installments.locator('.ant-table-row')).toHaveCount(2);
  const items = page.getByTestId('invoice-items');
  await items.getByRole('button', { name: 'Düzenle' }).click();
  const itemPanel = page.getByRole('dialog', { name: 'Faturaya Kalem Ekle' });
  await labelled(itemPanel, 'Tutar').fill('120');
  await itemPanel.getByRole('button', { name: 'Kaydet' }).click();
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: 'Fatura tutarı değişirse taksitler silinecek. Emin misiniz?' });
  // 'Hayır' keeps everything as it was.
  await confirm.getByRole('button', { name: 'Hayır' }).click();
  await expect(confirm).toBeHidden();
  await expect(installments.locator('.ant-table-row')).toHaveCount(2);
  await itemPanel.getByRole('button', { name: 'Kaydet' }).click();
  await clickWhenStill(confirm.getByRole('button', { name: 'Evet' }));
  await expect(itemPanel).toBeHidden();
  await expect(
    page.getByText('Fatura tutarı değiştiği için taksitleri silindi; taksitleri yeniden oluşturun.'),
  ).toBeVisible();
  await expect(installments).toContainText('Taksit yok');
  await expect(page.getByTestId('invoice-totals').locator('.ant-statistic', { hasText: 'Tutar' })).toContainText(
    '120,00 ₺',
  );

  // The list, filtered by the provider: pick the invoice and close it from the safe.
  await page.goto('/expenses/invoices');
  await pick(page.getByTestId('invoice-filters').getByRole('combobox', { name: 'Tedarikçi' }), name);
  const row = page.locator('.ant-table-row', { hasText: billNo });
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(row).toContainText('Ödenmedi');
  await expect(page.locator('.table-totals')).toContainText('120,00 ₺');
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Toplu Fatura Kapatma (1)' }).click();
  const bulk = page.getByRole('dialog', { name: 'Toplu Fatura Kapatma' });
  await expect(bulk.getByTestId('bulk-close-summary')).toContainText('120,00 ₺');
  await bulk.getByText('Kasa', { exact: true }).click();
  await pick(bulk.getByRole('combobox', { name: 'Kasa' }), 'Yönetim Ofisi Kasası');
  await bulk.getByRole('button', { name: 'Faturaları Kapat' }).click();
  await expect(page.getByText('Faturalar kapatıldı')).toBeVisible();
  await expect(bulk).toBeHidden();
  await expect(row).toContainText('Ödendi');
  await expect(row.getByRole('checkbox')).toBeDisabled();

  // The items list shows the edited item with the footer total of the filtered list.
  await page.goto(`/expenses/invoiceitems/list?provider_id=${provider.id}`);
  const item = page.locator('.ant-table-row', { hasText: billNo });
  await expect(item).toContainText('Bakım Onarım');
  await expect(page.locator('.table-totals')).toContainText('120,00 ₺');

  // The payments list shows the closing payment; its invoice opens from the row.
  await page.goto('/expenses/invoicepayments/list');
  const payment = page.locator('.ant-table-row', { hasText: billNo });
  await expect(payment).toContainText('Yönetim Ofisi Kasası');
  await expect(payment).toContainText('120,00 ₺');
  await payment.getByRole('link', { name: billNo }).click();
  await expect(page).toHaveURL(new RegExp(`/expenses/invoices/${invoice.id}$`));
  await expect(page.getByTestId('invoice-totals')).toContainText('Ödendi');
});
