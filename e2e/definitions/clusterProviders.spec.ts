import { expect, type Locator, test } from '@playwright/test';
import { ADMIN, clickWhenStill, pick, signIn, unique } from '../support';

const ZIRAAT = 'Ziraat Bankası Ataşehir Şubesi';

test("the administrator sets up a complex's SMS and payment providers; the bank account must differ from the POS account", async ({
  page,
}) => {
  await signIn(page, ADMIN, '/login?redirect=%2Fdefinitions%2Fclusters');
  await expect(page).toHaveURL(/\/definitions\/clusters$/);
  await page
    .locator('.ant-table-row', { hasText: 'Yeşilvadi Sitesi' })
    .getByRole('button', { name: 'Düzenle' })
    .click();
  await expect(page).toHaveURL(/\/definitions\/clusters\/\d+\/edit$/);
  const clusterId = Number(/\/clusters\/(\d+)\/edit/.exec(page.url())?.[1]);

  // The demo complex has one bank account; a second one comes through the API with the signed-in token. It
  // is the POS account's payout account and takes no dues, so the complex keeps one account that collects
  // (which the collection form picks by itself).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const suffix = Date.now() % 100000;
  const second = `Garanti BBVA Tahsilat ${suffix}`;
  const smsUser = `yesilvadi${suffix}`;
  const created = await page.request.post(`/api/clusters/${clusterId}/bank-accounts`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: second, can_collect_money: false },
  });
  expect(created.status()).toBe(201);

  // SMS provider: the credentials are required, then it saves.
  const sms = page.getByTestId('cluster-notification-providers');
  await expect(sms.getByText('Bildirim Sağlayıcıları')).toBeVisible();
  await sms.getByRole('button', { name: 'Ekle' }).click();
  const smsForm = page.getByTestId('cluster-notification-providers-form');
  await pick(page.getByTestId('notification-provider-select'), 'GoldSMS');
  await smsForm.getByRole('button', { name: 'Kaydet' }).click();
  await expect(smsForm.getByText('Zorunlu alan')).toHaveCount(3);
  await smsForm.getByLabel('Kullanıcı Adı').fill(smsUser);
  await smsForm.getByLabel('Şifre').fill('sms-sifresi');
  await smsForm.getByLabel('Başlık').fill('YESILVADI');
  await smsForm.getByRole('button', { name: 'Kaydet' }).click();
  await expect(sms.locator('.ant-table-row', { hasText: smsUser })).toBeVisible();
  await expect(smsForm).toHaveCount(0);

  // Payment provider with the same account as POS and bank account.
  const payments = page.getByTestId('cluster-payment-providers');
  await expect(payments.getByText('Ödeme Sağlayıcıları')).toBeVisible();
  await payments.getByRole('button', { name: 'Ekle' }).click();
  const form = page.getByTestId('cluster-payment-providers-form');
  await expect(page.getByTestId('payment-provider-select')).toContainText('iyzico');
  await pick(page.getByTestId('pos-account-select'), ZIRAAT);
  await pick(page.getByTestId('bank-account-select'), ZIRAAT);
  await form.getByLabel('Alt Üye İşyeri No').fill('SUBMERCHANT-0001');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('POS hesabıyla aynı olmamalı')).toBeVisible();
  await expect(page.getByText('Lütfen tüm gerekli alanları doldurunuz').first()).toBeVisible();

  // Another bank account fixes it.
  await pick(page.getByTestId('bank-account-select'), second);
  await expect(form.getByText('POS hesabıyla aynı olmamalı')).toHaveCount(0);

  // Param (provider 2) asks for its own block, with the bank account's name as the read-only IBAN title.
  await pick(page.getByTestId('payment-provider-select'), 'Param');
  await expect(page.getByTestId('param-block')).toBeVisible();
  await expect(form.getByLabel('Alt Üye İşyeri No')).toHaveCount(0);
  await expect(page.getByTestId('iban-title')).toHaveValue(second);
  await pick(page.getByTestId('payment-provider-select'), 'iyzico');
  await expect(page.getByTestId('param-block')).toHaveCount(0);
  await expect(form.getByLabel('Alt Üye İşyeri No')).toHaveValue('SUBMERCHANT-0001');

  await form.getByRole('button', { name: 'Kaydet' }).click();
  const row = payments.locator('.ant-table-row', { hasText: second });
  await expect(row).toBeVisible();
  await expect(row).toContainText(ZIRAAT);
  await expect(row).toContainText('iyzico');
  await expect(form).toHaveCount(0);
});

test('the manager matches a supplier in bank statements: the expense type becomes required, its child type follows it, and both are shown again', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('navigation').getByText('Tanımlar', { exact: true }).click();
  await page.getByRole('navigation').getByText('Site Tedarikçileri', { exact: true }).click();
  await expect(page).toHaveURL(/\/definitions\/cluster-providers$/);

  const panel = page.locator('.ant-drawer');
  const name = unique('Enerjisa');
  // The panel's pickers; `has` looks for them inside each form item, so they are not scoped to the panel.
  const integration = page.getByRole('combobox', { name: 'Banka Entegrasyon Tipi' });
  const expenseType = page.getByRole('combobox', { name: 'Gider Tipi', exact: true });
  const childType = page.getByRole('combobox', { name: 'Alt Gider Tipi' });
  const itemOf = (control: Locator) => panel.locator('.ant-form-item', { has: control });

  // Without an integration the expense type is optional: an empty form asks for the name and title only,
  // and the child type waits for an expense type.
  await page.getByRole('button', { name: 'Ekle', exact: true }).click();
  await expect(page).toHaveURL(/\/definitions\/cluster-providers\/create$/);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(panel.getByText('Zorunlu alan')).toHaveCount(2);
  await expect(itemOf(expenseType)).not.toContainText('Zorunlu alan');
  await expect(childType).toBeDisabled();
  await panel.getByLabel('Ad', { exact: true }).fill(name);
  await panel.getByLabel('Unvan', { exact: true }).fill('Enerjisa Elektrik Perakende Satış A.Ş.');

  // Matched in bank statements, the provider needs the expense type its lines are booked to.
  await pick(integration, 'IBAN ile eşleştir');
  await expect(itemOf(expenseType)).toContainText('Zorunlu alan');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Lütfen tüm gerekli alanları doldurunuz').first()).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);

  await pick(expenseType, 'Enerji Giderleri');
  await expect(itemOf(expenseType)).not.toContainText('Zorunlu alan');
  await expect(childType).toBeEnabled();
  await pick(childType, 'Elektrik');
  // Another expense type empties the child type, which belonged to the first.
  await pick(expenseType, 'Bakım Onarım');
  await expect(itemOf(childType)).not.toContainText('Elektrik');
  await pick(expenseType, 'Enerji Giderleri');
  await pick(childType, 'Elektrik');
  // The same button ignores a second click within 200 ms (spec §9); a person is never that fast.
  await page.waitForTimeout(250);
  await page.getByRole('button', { name: 'Kaydet ve Kapat' }).click();
  await expect(page).toHaveURL(/\/definitions\/cluster-providers$/);

  // The saved provider, found on a fresh load, shows all three again, and after a reload of its panel too.
  await page.goto(`/definitions/cluster-providers?q=${encodeURIComponent(name)}`);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await clickWhenStill(page.locator('.ant-table-row', { hasText: name }).getByRole('button', { name: 'Detay' }));
  await expect(page).toHaveURL(/\/definitions\/cluster-providers\/\d+/);
  await expect(itemOf(expenseType)).toContainText('Enerji Giderleri');
  await page.reload();
  await expect(itemOf(integration)).toContainText('IBAN ile eşleştir');
  await expect(itemOf(expenseType)).toContainText('Enerji Giderleri');
  await expect(itemOf(childType)).toContainText('Elektrik');
  await expect(expenseType).toBeDisabled();
});
