import { expect, test } from '@playwright/test';
import { choose, MANAGER, offered, openMenuGroup, pick, signIn } from '../support';

test('the manager signs in, sees the dashboard of the one allowed complex, and signs out', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Site Yönetimi');
  await expect(page.getByTestId('dashboard-title')).toContainText('Yeşilvadi Sitesi');
  // The tile shows the complex's real house count (100 in the demo, more once other tests add houses).
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const clusters = await (await page.request.get('/api/clusters', { headers })).json();
  const figures = await (await page.request.get(`/api/clusters/${clusters.data[0].id}/dashboard`, { headers })).json();
  expect(figures.data.house_count).toBeGreaterThanOrEqual(100);
  await expect(
    page.locator('.ant-statistic', { hasText: 'Bağımsız Bölüm' }).locator('.ant-statistic-content'),
  ).toHaveText(String(figures.data.house_count));
  await expect(page.getByTestId('cluster-picker')).toContainText('Yeşilvadi Sitesi');
  await page.getByTestId('cluster-picker').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('company-picker')).toHaveCount(0);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
});

test('the side menu lists every area in Turkish and switches to English and back', async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole('navigation');
  for (const area of [
    'Tanımlar',
    'Diğer Tanımlar',
    'Tahakkuklar',
    'Gelirler',
    'Giderler',
    'Hareketler',
    'İcralar',
    'Şirketim',
    'İletişim',
    'Raporlar',
    'Analiz',
    'Bütçe',
    'Muhasebe',
    'Loglar',
  ]) {
    await expect(nav.getByText(area, { exact: true })).toBeVisible();
  }
  await expect(nav.getByText('Yönetim', { exact: true })).toHaveCount(0);

  await choose(page, 'language-picker', 'English');
  await expect(nav.getByText('Definitions', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation').getByText('Definitions', { exact: true })).toBeVisible();
  await choose(page, 'language-picker', 'Türkçe');
  await expect(nav.getByText('Tanımlar', { exact: true })).toBeVisible();
});

test('a menu entry opens its screen and the super administrator sees Yönetim and both complexes', async ({ page }) => {
  await signIn(page, { email: 'admin@demo.test', password: 'demo1234' });
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation');
  await nav.getByText('Yönetim', { exact: true }).click();
  await nav.getByText('Müşteriler', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/crm\/customers$/);
  await expect(page.getByTestId('company-picker')).toBeVisible();
  await page.getByTestId('cluster-picker').click();
  // Both demo complexes (and any a browser test added) are offered to a super administrator.
  for (const name of ['Yeşilvadi Sitesi', 'Marmara Konutları']) {
    await expect(await offered(page.getByTestId('cluster-picker'), name)).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await pick(page.getByTestId('cluster-picker'), 'Marmara Konutları');
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-title')).toContainText('Marmara Konutları');
});

test('a wrong password shows the Hata! dialog with the reason', async ({ page }) => {
  await signIn(page, { email: 'yonetici@demo.test', password: 'yanlis-sifre' });
  const dialog = page.getByRole('dialog', { name: 'Hata!' });
  await expect(dialog.getByText('E-posta adresi veya şifre hatalı.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // OK closes it, and the form is still filled in to try again.
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Şifre')).toHaveValue('yanlis-sifre');
});

test('empty fields are refused in Turkish before anything is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText('Zorunlu alan')).toHaveCount(2);
  await expect(page.getByText('Lütfen tüm gerekli alanları doldurunuz')).toBeVisible();
});

test('an unknown address lands on /404', async ({ page }) => {
  await page.goto('/boyle-bir-sayfa-yok');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Sayfa bulunamadı')).toBeVisible();
});

test('a deep link opened while signed out returns to it after sign-in', async ({ page }) => {
  await page.goto('/definitions/residents?page=2');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('E-posta').fill('yonetici@demo.test');
  await page.getByLabel('Şifre').fill('demo1234');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/definitions\/residents\?page=2$/);
  await expect(page.getByRole('navigation').getByText('Sakinler', { exact: true })).toBeVisible();
});

test('/register is the same screen with the registration tab, and a new user gets in', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('tab', { name: 'Kayıt Ol', selected: true })).toBeVisible();
  const email = `yeni${Date.now()}@ornek.com.tr`;
  await page.getByLabel('Ad Soyad').fill('Yeni Kullanıcı');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill('gizli-sifre-9');
  await page.getByLabel('Şifre (tekrar)').fill('gizli-sifre-9');
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Rakamları görmek için bir site seçin.')).toBeVisible();
});

test('on a first visit the sign-in switches tabs, goes back and follows its links', async ({ page }) => {
  await page.goto('/login?redirect=%2Fdefinitions%2Fresidents');
  await expect(page.getByLabel('E-posta')).toBeFocused();
  await page.getByRole('tab', { name: 'Kayıt Ol' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Ad Soyad')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdefinitions%2Fresidents$/);
  await expect(page.getByRole('tab', { name: 'Giriş Yap', selected: true })).toBeVisible();
  await expect(page.getByLabel('Ad Soyad')).toHaveCount(0);
  await page.getByRole('link', { name: 'Aydınlatma Metni' }).click();
  await expect(page).toHaveURL(/\/consent$/);
  await expect(page.getByText('Kişisel Verilerin Korunması Aydınlatma Metni')).toBeVisible();
});

test('consent and mobile-app pages open without signing in', async ({ page }) => {
  await page.goto('/consent');
  await expect(page.getByText('Kişisel Verilerin Korunması Aydınlatma Metni')).toBeVisible();
  await page.goto('/mobile-app');
  await expect(page.getByText('Site Yönetimi Mobil Uygulaması')).toBeVisible();
});

test('a session ended on the server returns to sign-in, which says why, and back to the screen afterwards', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation');
  await openMenuGroup(nav, 'Tanımlar');
  await nav.getByRole('link', { name: 'Sakinler', exact: true }).click();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  // The token is revoked elsewhere (signed out on another device, or expired).
  const [token, tokenId] = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('token_id')]);
  const revoked = await page.request.delete(`/api/sanctum/token/${tokenId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.ok(), await revoked.text()).toBe(true);

  // The list's reload asks the server; a request the screen had still under way may find out first, and then
  // the sign-in is already there.
  await page
    .getByRole('button', { name: 'Yenile' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdefinitions%2Fresidents/);
  await expect(page.getByRole('status')).toHaveText('Kullanıcı girişi yapmalısınız.');

  await page.getByLabel('E-posta').fill(MANAGER.email);
  await page.getByLabel('Şifre').fill(MANAGER.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/definitions\/residents(\?|$)/);
  await expect(page.getByRole('status')).toHaveCount(0);
});
