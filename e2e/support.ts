import { expect, type Page } from '@playwright/test';

export const MANAGER = { email: 'yonetici@demo.test', password: 'demo1234' };
export const ADMIN = { email: 'admin@demo.test', password: 'demo1234' };

/** Signs in through the sign-in screen as a person would. */
export async function signIn(page: Page, who = MANAGER, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-posta').fill(who.email);
  await page.getByLabel('Şifre').fill(who.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** Picks an option of an antd Select by its visible text. */
export async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await expect(page.getByTestId(testId)).toContainText(option);
}
