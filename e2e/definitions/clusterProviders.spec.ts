import { expect, test } from '@playwright/test';
import { ADMIN, pick, signIn } from '../support';

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
