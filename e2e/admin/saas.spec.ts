import { expect, type Page, test } from '@playwright/test';
import { ADMIN, lira, pick, signIn, unique } from '../support';

/** A valid T.C. kimlik number from nine digits (its two check digits computed). */
function tckn(nine: string): string {
  const d = nine.split('').map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

/** A valid VKN from nine digits (its check digit computed). */
function vkn(nine: string): string {
  let total = 0;
  nine.split('').forEach((c, i) => {
    const t = (Number(c) + 9 - i) % 10;
    if (t !== 0) total += (t * 2 ** (9 - i)) % 9 || 9;
  });
  return `${nine}${(10 - (total % 10)) % 10}`;
}

/** Nine digits that differ from run to run, so repeated runs never share a number. */
function nineDigits(): string {
  return String(100_000_000 + ((Date.now() * 7 + Math.floor(Math.random() * 1000)) % 899_999_999)).slice(0, 9);
}

/** The complex a new customer brings, made through the API with the super administrator's session. */
async function newComplex(page: Page, name: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const companies = (await (await page.request.get('/api/companies?company_type_id=1', { headers })).json()).data as {
    id: number;
    name: string;
  }[];
  const company = companies.find((c) => c.name.startsWith('Anadolu'));
  const created = await page.request.post('/api/clusters', {
    headers,
    data: { company_id: company?.id, name, share_meter_rounding: 'round', tech_worker_authorization: 'all_actions' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.id;
}

const CSV_HEADER = 'Blok;Kapı No;Kat;Tip;Brüt m²;Net m²;Arsa Payı;Ad Soyad;TCKN;Telefon;E-posta;Tür;Başlangıç Tarihi';

test('a new customer arrives: its complex imported from a spreadsheet, then billed for the month and paid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const today = new Date();
  const month = today.toISOString().slice(0, 7);
  const firstDay = `01.${month.slice(5, 7)}.${month.slice(0, 4)}`;
  const complex = unique('Lale Bahçesi Evleri');
  const customer = unique('Lale Yönetim Ltd. Şti.');

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  await newComplex(page, complex);

  // The import: four houses with their owners, the first time with a wrong T.C. number.
  const owners = ['Ayşe Kaya', 'Mehmet Demir', 'Zeynep Çelik', 'Hüseyin Öztürk'].map((name) => ({
    name,
    id: tckn(nineDigits().replace(/^0/, '1')),
  }));
  const rows = (wrongFirst: boolean) =>
    owners.map((owner, i) =>
      [
        i < 2 ? 'A Blok' : 'B Blok',
        String((i % 2) + 1),
        '1',
        'Konut',
        '120',
        '100,5',
        '25',
        owner.name,
        wrongFirst && i === 0 ? '12345678901' : owner.id,
        `0532 41${i} 27 8${i}`,
        '',
        'Malik',
        firstDay,
      ].join(';'),
    );
  const csv = (wrongFirst: boolean) => ({
    name: 'lale-bahcesi.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${[CSV_HEADER, ...rows(wrongFirst)].join('\r\n')}\r\n`, 'utf8'),
  });

  await page.goto('/admin/import/transfers');
  await pick(page.getByTestId('import-cluster'), complex, { search: complex });
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-file').click();
  await (await chooser).setFiles(csv(true));
  await expect(page.getByTestId('import-file-name')).toHaveText('lale-bahcesi.csv');
  await page.getByTestId('import-check').click();
  const check = page.getByTestId('import-check-result');
  await expect(check.getByText(/T\.C\. kimlik|TCKN/).first()).toBeVisible();
  await expect(page.getByTestId('import-run')).toBeDisabled();

  const again = page.waitForEvent('filechooser');
  await page.getByTestId('import-file').click();
  await (await again).setFiles(csv(false));
  await page.getByTestId('import-check').click();
  await expect(check.getByText('Dosyada hata bulunmadı; aktarıma hazır.')).toBeVisible();
  await page.getByTestId('import-run').click();
  const result = page.getByTestId('import-result');
  await expect(result.getByText('Aktarım tamamlandı.')).toBeVisible();
  await expect(result).toContainText('4');

  // The customer, its complex from the first of the month and the management package.
  await page.goto('/admin/crm/customers/create');
  const customerForm = page.getByRole('dialog');
  await customerForm.getByLabel('Müşteri Adı').fill(customer);
  await customerForm.getByLabel('VKN/TCKN').fill(vkn(nineDigits()));
  await customerForm.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/crm\/customers\/\d+\/edit/);

  // The save's toast sits where the tabs' buttons are; it goes after a moment.
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  await customerForm.getByRole('tab', { name: 'Siteler' }).click();
  await page.getByRole('tabpanel', { name: 'Siteler' }).getByRole('button', { name: 'Ekle' }).click();
  const siteDrawer = page.getByRole('dialog', { name: 'Müşteriye TYA Ekle' });
  await pick(siteDrawer.getByRole('combobox', { name: 'TYA' }), complex, { search: complex });
  await siteDrawer.getByLabel('Ekleme').fill(firstDay);
  await siteDrawer.getByLabel('Ekleme').press('Enter');
  await siteDrawer.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Siteler' }).locator('.ant-table-row', { hasText: complex }),
  ).toBeVisible();
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);

  await customerForm.getByRole('tab', { name: 'Ürünler' }).click();
  await page.getByRole('tabpanel', { name: 'Ürünler' }).getByRole('button', { name: 'Ekle' }).click();
  const productDrawer = page.getByRole('dialog', { name: 'Müşteriye Ürün Ekle' });
  await pick(productDrawer.getByRole('combobox', { name: 'Ürün' }), 'Site Yönetim Paketi');
  await expect(productDrawer.getByLabel('BB Başına Tutar')).toHaveValue(/12,50/);
  await productDrawer.getByLabel('Başlangıç').fill(firstDay);
  await productDrawer.getByLabel('Başlangıç').press('Enter');
  await productDrawer.getByLabel('Bitiş').fill(`31.12.${month.slice(0, 4)}`);
  await productDrawer.getByLabel('Bitiş').press('Enter');
  await productDrawer.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Ürünler' }).locator('.ant-table-row', { hasText: 'Site Yönetim Paketi' }),
  ).toBeVisible();

  // The month's invoices: four houses × 12,50 ₺ = 50,00 ₺, with 20 % KDV 60,00 ₺.
  await page.goto('/admin/crm/customer-invoices');
  await page.getByRole('button', { name: 'Fatura Kes' }).click();
  const issue = page.getByRole('dialog', { name: 'Aylık Faturaları Kes' });
  await expect(issue.getByTestId('customer-invoices-issue-month')).toBeVisible();
  await issue.getByRole('button', { name: 'Faturaları Kes' }).click();
  // The demo's customer was billed for this month already: only the new customer's invoice is made.
  await expect(page.getByText(/^1 fatura kesildi, \d+ fatura zaten vardı\.$/)).toBeVisible();
  const invoiceRow = page.locator('.ant-table-row', { hasText: customer });
  const cell = (row: typeof invoiceRow, text: string) => row.getByRole('cell', { name: text, exact: true });
  // Amount 50,00; with tax and still to pay 60,00; paid 0,00.
  await expect(cell(invoiceRow, lira(50))).toHaveCount(1);
  await expect(cell(invoiceRow, lira(60))).toHaveCount(2);
  await expect(cell(invoiceRow, lira(0))).toHaveCount(1);

  // The payment, recorded on the invoice: nothing is left to pay.
  await invoiceRow.dblclick();
  await expect(page).toHaveURL(/\/admin\/crm\/customer-invoices\/\d+\/edit/);
  await page.getByRole('button', { name: 'Tahsilat Ekle' }).click();
  const payment = page.locator('.ant-drawer', { hasText: 'Tahsilat Ekle' });
  await payment.getByLabel('Tutar').fill('60,00');
  await payment.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.locator('.ant-table-row', { hasText: lira(60) }).first()).toBeVisible();
  await page.goto('/admin/crm/customer-invoices');
  const paid = page.locator('.ant-table-row', { hasText: customer });
  // With tax and paid 60,00; nothing left.
  await expect(cell(paid, lira(60))).toHaveCount(2);
  await expect(cell(paid, lira(0))).toHaveCount(1);
  await expect(cell(paid, lira(50))).toHaveCount(1);
});
