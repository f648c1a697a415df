import { expect, test } from '@playwright/test';
import { ADMIN, clickWhenStill, signIn } from '../support';

test('the super administrator signs in as the manager, sees what they see, and comes back', async ({ page }) => {
  await signIn(page, ADMIN, '/login?redirect=%2Fadmin%2Fusers');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByPlaceholder('Ad, e-posta, telefon veya şirket ara').fill('yonetici@demo');
  const row = page.locator('.ant-table-row', { hasText: 'yonetici@demo.test' });
  await expect(row).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await row.dblclick();
  await expect(page).toHaveURL(/\/admin\/users\/\d+\/edit$/);

  await page.getByRole('button', { name: 'Kullanıcı olarak gir' }).click();
  await expect(
    page.getByText('Bu kullanıcının oturumuyla bir saatliğine giriş yapılacak. Emin misiniz?'),
  ).toBeVisible();
  await clickWhenStill(page.getByRole('button', { name: 'Evet' }));

  // The manager's own screen, with a banner naming them; the user menu is theirs.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Kerem Aydın olarak görüntülüyorsunuz')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('Kerem Aydın');
  // The manager has no super administrator's menu.
  await expect(page.getByRole('navigation').getByText('Yönetim', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Geri dön' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByText('Kerem Aydın olarak görüntülüyorsunuz')).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toContainText('Sistem Yöneticisi');

  // The action log keeps who signed in as whom, and when it ended.
  await page.goto('/logs/action-logs');
  await page.getByText('Site dışı kayıtlar dahil (şirket ve kullanıcı işlemleri)').click();
  await expect(page.locator('.ant-table-row', { hasText: 'Kullanıcı olarak giriş' }).first()).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: 'Kullanıcı girişinden çıkış' }).first()).toBeVisible();
});
