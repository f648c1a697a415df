import { expect, type Page, test } from '@playwright/test';
import { clickWhenStill, pick, signIn, unique } from '../support';

/** The demo company's administrator (seedDemo): runs the company's workers. */
const COMPANY_ADMIN = { email: 'sirket@demo.test', password: 'demo1234' };

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('a company administrator adds a worker for one complex; the worker sets a password, sees that complex only and may not add houses', async ({
  page,
}) => {
  const name = unique('Deniz Aksoy');
  const email = `${name.split(' ').at(-1)}.calisan@ornek.com`;

  await signIn(page, COMPANY_ADMIN, '/login?redirect=%2Fmy-company%2Fworkers');
  await expect(page).toHaveURL(/\/my-company\/workers$/);
  await page.getByRole('button', { name: 'Ekle', exact: true }).click();
  const panel = page.locator('.ant-drawer');
  await panel.getByLabel('Ad Soyad').fill(name);
  await panel.getByLabel('E-posta').fill(email);
  await pick(panel.getByRole('combobox', { name: 'Görev' }), 'Site Müdürü');
  await pick(panel.getByRole('combobox', { name: 'Roller' }), 'Site Yöneticisi');
  // A multiple select stays open for more.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();

  // The temporary password is shown once.
  const shown = page.getByTestId('temporary-password');
  await expect(shown).toBeVisible();
  const temporary = (await shown.innerText()).trim();
  expect(temporary.length).toBeGreaterThanOrEqual(8);
  const passwordDialog = page.getByRole('dialog', { name: 'Geçici Şifre' });
  await clickWhenStill(passwordDialog.getByRole('button', { name: 'Tamam' }));
  await expect(passwordDialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/my-company\/workers\/\d+\/edit/);

  // Only the first complex, and there everything a manager does but adding houses.
  await panel.getByRole('tab', { name: 'Siteler' }).click();
  await expect(page).toHaveURL(/#clusters$/);
  const clusters = panel.getByTestId('worker-clusters');
  await clusters.getByRole('checkbox', { name: 'Yeşilvadi Sitesi' }).check();
  const house = clusters.getByRole('checkbox', { name: 'Konutları düzenleme' });
  await expect(house).toBeChecked();
  await house.uncheck();
  await expect(clusters.getByRole('checkbox', { name: 'Sakinleri düzenleme' })).toBeChecked();
  await clusters.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Kaydedildi').first()).toBeVisible();
  await page.goto('/my-company/workers');
  const row = page.locator('.ant-table-row', { hasText: email });
  await expect(row).toContainText('Site Yöneticisi');
  await expect(row).not.toContainText('Tümü');

  await signOut(page);
  await signIn(page, { email, password: temporary });
  // A temporary password opens only the password change.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Geçici şifrenizle giriş yaptınız. Lütfen yeni bir şifre belirleyin.')).toBeVisible();
  await dialog.getByLabel('Mevcut şifre').fill(temporary);
  await dialog.getByLabel('Yeni şifre').fill('kendi-sifrem-42');
  await dialog.getByLabel('Şifre (tekrar)').fill('kendi-sifrem-42');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('user-menu')).toContainText(name);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // One complex to pick from.
  const picker = page.getByTestId('cluster-picker');
  await expect(picker).toContainText('Yeşilvadi Sitesi');
  await picker.click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // Residents may be added, houses not: the button the server would refuse is not there.
  await page.goto('/definitions/residents');
  await expect(page.getByRole('heading', { name: 'Sakinler' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ekle', exact: true })).toBeVisible();
  await page.goto('/definitions/houses');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ekle', exact: true })).toHaveCount(0);

  // The new password is theirs from now on.
  await signOut(page);
  await signIn(page, { email, password: 'kendi-sifrem-42' });
  await expect(page).toHaveURL(/\/dashboard/);
});
