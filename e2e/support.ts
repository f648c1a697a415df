import { expect, type Locator, type Page } from '@playwright/test';

export const MANAGER = { email: 'yonetici@demo.test', password: 'demo1234' };
export const ADMIN = { email: 'admin@demo.test', password: 'demo1234' };

/** Signs in through the sign-in screen as a person would. */
export async function signIn(page: Page, who = MANAGER, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-posta').fill(who.email);
  await page.getByLabel('Şifre').fill(who.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** Picks an option of the antd Select with this test id by its visible text (see `pick`). */
export async function choose(page: Page, testId: string, option: string): Promise<void> {
  await pick(page.getByTestId(testId), option);
}

/**
 * Picks an option of an antd Select as a person would, and checks the select took it. `select` is the
 * select itself or its combobox (e.g. `panel.getByRole('combobox', { name: 'Gelir Tipi' })`).
 *
 * The option is looked up in this select's own dropdown (through the combobox's aria-controls), never in
 * whatever dropdown is visible: a dropdown still closing from the previous pick is visible too and may list
 * the same text. A select's options often arrive, or arrive again (a search, a refetch), after it opens; a
 * click on an option that is being replaced is lost and the select stays empty. So the option is clicked only
 * once its element has stayed in place for a moment, and the pick is made again if the select still does not
 * show it.
 */
export async function pick(
  select: Locator,
  option: string | RegExp,
  { search }: { search?: string } = {},
): Promise<void> {
  const combobox = await comboboxOf(select);
  const root = combobox.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  for (let attempt = 1; ; attempt++) {
    try {
      if ((await combobox.getAttribute('aria-expanded')) !== 'true') await root.click();
      if (search) await combobox.fill(search);
      const item = await offered(combobox, option);
      await settled(item);
      await item.click({ timeout: 5_000 });
      await expect(root).toContainText(option, { timeout: 3_000 });
      return;
    } catch (error) {
      // The list was replaced or closed under the click (data arriving, a re-render): pick again.
      if (attempt >= 3) throw error;
    }
  }
}

/** The combobox of an antd Select, given the select or the combobox itself. */
async function comboboxOf(select: Locator): Promise<Locator> {
  return (await select.getAttribute('role')) === 'combobox' ? select : select.getByRole('combobox');
}

/**
 * The option of an open antd Select, once it shows: its list is scrolled as a person would, since a long list
 * (many complexes or suppliers, as on a server the suite has run against before) renders only the options in
 * view. From the end the list starts again at the top, as its options may still be arriving.
 */
export async function offered(select: Locator, option: string | RegExp): Promise<Locator> {
  const page = select.page();
  const combobox = await comboboxOf(select);
  const listId = await combobox.getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) });
  const item = dropdown.locator('.ant-select-item-option', { hasText: option }).first();
  // The scrolling element of rc-virtual-list, named after the select's prefix in antd 6.
  const holder = dropdown.locator('.ant-select-dropdown-list-holder, .rc-virtual-list-holder');
  await expect(async () => {
    if (await item.isVisible()) return;
    if (await holder.count())
      await holder.first().evaluate((list) => {
        const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 1;
        list.scrollTop = atEnd ? 0 : list.scrollTop + list.clientHeight;
      });
    throw new Error(`the option ${option} is not in view yet`);
  }).toPass({ timeout: 10_000, intervals: [100, 250] });
  return item;
}

/** Waits until the element a locator finds is the same node for 250 ms (its list is no longer re-rendering). */
async function settled(locator: Locator): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const handle = await locator.elementHandle();
    await locator.page().waitForTimeout(250);
    if (handle && (await handle.evaluate((el) => el.isConnected))) return;
  }
}

let uniqueCount = 0;

/**
 * A name no earlier test or repetition has used on the same server (`Şükrü Öztürkoğlu kx3f1a`), so a spec
 * can run again on the same database and a search finds only its own record.
 */
export function unique(base: string): string {
  uniqueCount++;
  return `${base} ${(Date.now() + uniqueCount).toString(36).slice(-6)}`;
}

/**
 * After an assessment's save: when the same dues were charged to the same houses for the month before (by
 * another spec, or an earlier run on this database), the screen asks first; the manager confirms.
 */
export async function confirmRepeatedDues(page: Page): Promise<void> {
  const question = page.locator('.ant-modal-confirm', { hasText: 'Bu borç daha önce tahakkuk edilmiş olabilir' });
  const saved = page.getByText('Kaydedildi').first();
  await expect(question.or(saved)).toBeVisible();
  if (await question.isVisible()) await question.getByRole('button', { name: 'Yine de Kaydet' }).click();
}

/**
 * Answers the open confirmation (antd Popconfirm) with `answer`, as a person would once it stands still. The
 * confirmation is aligned to its button: when the list under it re-renders (a refetch landing after a save),
 * it moves, and a click whose press and release fall on different places is no click at all. So the answer is
 * clicked once its button has kept its place for a moment, and the confirmation must then close.
 */
export async function confirmPopup(page: Page, answer = 'Evet'): Promise<void> {
  const popup = page.locator('.ant-popconfirm').filter({ visible: true });
  await clickWhenStill(popup.getByRole('button', { name: answer, exact: true }));
  await expect(popup).toHaveCount(0);
}

/**
 * Clicks a button of something that opens with an animation (a confirmation, a modal) once the button has kept
 * its place for a moment: on a busy machine the opening lasts long enough that a click whose press and release
 * fall on different places is lost.
 */
export async function clickWhenStill(button: Locator): Promise<void> {
  await expect(button).toBeVisible();
  let last = '';
  for (let i = 0; i < 40; i++) {
    const box = JSON.stringify(await button.boundingBox());
    if (box === last) break;
    last = box;
    await button.page().waitForTimeout(150);
  }
  await button.click();
}

/**
 * Opens a group of the side menu ('Şirketim') unless it is open already: the group of the screen shown is
 * open from the start, and a click on it would close it.
 */
export async function openMenuGroup(nav: Locator, group: string): Promise<void> {
  const title = nav.getByRole('menuitem', { name: group, exact: true });
  if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  await expect(title).toHaveAttribute('aria-expanded', 'true');
}

/**
 * Opens the filter of a list's column and gives its dropdown. A click that lands while the list is still
 * re-rendering (a side panel just closed, the address just changed) leaves the filter closed, so it is made
 * again until the dropdown shows.
 */
export async function openColumnFilter(page: Page, column: string): Promise<Locator> {
  const trigger = page.getByRole('columnheader', { name: column }).locator('.ant-table-filter-trigger');
  const dropdown = page.locator('.ant-table-filter-dropdown').filter({ visible: true });
  await expect(async () => {
    if ((await dropdown.count()) === 0) await trigger.click();
    await expect(dropdown).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return dropdown;
}

/** An amount in lira as the screens show it: '1.234,56 ₺'. */
export const lira = (value: number): string =>
  `${value.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ₺`;

/**
 * Signs in as the super administrator and selects Marmara Konutları, the demo complex with half a year of
 * money and this year's approved budget. Gives its id and an API caller with the session's token, so a spec
 * can compare what the screen shows with what the API computed.
 */
export async function openMarmara(page: Page) {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  await choose(page, 'cluster-picker', 'Marmara Konutları');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const response = await page.request.fetch(`/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      data,
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const get = <T>(path: string) => call<T>('GET', path);
  const clusters = await get<{ data: { id: number; name: string }[] }>('/clusters?per_page=1000');
  const clusterId = clusters.data.find((c) => c.name === 'Marmara Konutları')?.id ?? 0;
  expect(clusterId).toBeGreaterThan(0);
  return { call, get, clusterId };
}
