import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, pick, signIn } from '../support';

// Every form that takes money reads what a Turkish accountant types: '60.000' is sixty thousand (not sixty),
// '1234,5' is one thousand two hundred thirty-four and a half, and on leaving the field it shows what it
// understood. Walked as the super administrator in Marmara Konutları, the demo complex with records.

type Api = { get: <T>(path: string) => Promise<T> };

/** The signed-in user's API, for finding a demo record to open (the screens themselves are driven by hand). */
async function apiOf(page: Page): Promise<Api> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return {
    get: async <T>(path: string) => {
      const response = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.ok(), path).toBe(true);
      return (await response.json()) as T;
    },
  };
}

type Demo = { clusterId: number; houseId: number; houseLabel: string; debtId: number; invoiceId: number };

async function marmara(page: Page): Promise<Demo> {
  const api = await apiOf(page);
  const clusters = await api.get<{ data: { id: number; name: string }[] }>('/clusters?per_page=1000');
  const clusterId = clusters.data.find((c) => c.name === 'Marmara Konutları')?.id ?? 0;
  expect(clusterId).toBeGreaterThan(0);
  const houses = await api.get<{ data: { id: number; house_label: string }[] }>(
    `/clusters/${clusterId}/house-balances?per_page=1`,
  );
  const debts = await api.get<{ data: { id: number }[] }>(`/clusters/${clusterId}/debts?per_page=1`);
  const invoices = await api.get<{ data: { id: number }[] }>(`/clusters/${clusterId}/expense/invoices?per_page=1`);
  return {
    clusterId,
    houseId: houses.data[0].id,
    houseLabel: houses.data[0].house_label,
    debtId: debts.data[0].id,
    invoiceId: invoices.data[0].id,
  };
}

/** The money fields (the ones marked ₺ that take a decimal keyboard) a person sees in `scope`. */
function moneyFields(scope: Locator): Locator {
  return scope.locator('input[inputmode="decimal"]:visible');
}

/** Types into each money field of `scope` and checks that, once left, it shows the amount a Turkish user meant. */
async function readsTurkishAmounts(scope: Locator, max = 3): Promise<void> {
  const fields = moneyFields(scope);
  await expect(fields.first()).toBeVisible();
  const count = Math.min(await fields.count(), max);
  for (let n = 0; n < count; n++) {
    const field = fields.nth(n);
    for (const [typed, understood] of [
      ['60.000', '60.000,00'],
      ['1234,5', '1.234,50'],
      ['1.234,56', '1.234,56'],
      ['1234.56', '1.234,56'],
    ]) {
      await field.fill(typed);
      await field.blur();
      await expect(field, `'${typed}' in money field ${n + 1}`).toHaveValue(understood);
    }
  }
}

type Form = { name: string; open: (page: Page, demo: Demo) => Promise<Locator> };

const drawer = (page: Page) => page.locator('.ant-drawer-section:visible').last();
const panelAt = (path: string) => async (page: Page) => {
  await page.goto(path);
  return drawer(page);
};

const forms: Form[] = [
  { name: 'general assessment', open: panelAt('/assessments/general/create') },
  { name: 'parametric assessment', open: panelAt('/assessments/parametric/create') },
  { name: 'free assessment (each house)', open: panelAt('/assessments/free/create') },
  { name: 'house type assessment', open: panelAt('/assessments/house-type/create') },
  { name: 'assessment line', open: (page, demo) => panelAt(`/assessments/all/${demo.debtId}/edit`)(page) },
  {
    name: 'transfer due',
    open: async (page) => {
      await page.goto('/assessments/transfer-due');
      return page.locator('main');
    },
  },
  {
    name: 'collection',
    open: async (page, demo) => {
      await page.goto(`/incomes/houses/${demo.houseId}`);
      await page.getByRole('button', { name: 'Tahsilat Yap' }).click();
      return page.locator('.ant-modal:visible');
    },
  },
  {
    name: 'refund',
    open: async (page, demo) => {
      await page.goto(`/incomes/houses/${demo.houseId}`);
      await page.getByRole('button', { name: 'Para İadesi' }).click();
      return drawer(page);
    },
  },
  { name: 'other income', open: panelAt('/incomes/other/create') },
  { name: 'enforcement (amount and what is left)', open: panelAt('/enforcements/create') },
  { name: 'periodical assessment', open: panelAt('/definitions/periodical-assessments/create') },
  { name: 'project budget', open: panelAt('/other-definitions/projects/create') },
  { name: 'fixture', open: panelAt('/other-definitions/fixtures/fixtures/create') },
  { name: 'company contract', open: panelAt('/definitions/companies/create') },
  {
    name: 'new invoice line',
    open: async (page) => {
      await page.goto('/expenses/invoice/create');
      const form = page.getByTestId('invoice-screen');
      await form.getByRole('button', { name: 'Satır Ekle' }).click();
      return form;
    },
  },
  ...(
    [
      ['invoice item', 'invoice-items', 'Kalem Ekle'],
      ['invoice installment', 'invoice-installments', 'Taksit Ekle'],
      ['invoice payment', 'invoice-payments', 'Ödeme Yap'],
    ] as const
  ).map(
    ([name, section, button]): Form => ({
      name,
      open: async (page, demo) => {
        await page.goto(`/expenses/invoices/${demo.invoiceId}/edit`);
        await page.getByTestId(section).getByRole('button', { name: button }).click();
        return page.locator('.ant-drawer-section:visible, .ant-modal:visible').last();
      },
    }),
  ),
];

test('every money form reads 60.000 as sixty thousand and shows what it understood', async ({ page }) => {
  test.setTimeout(4 * 60_000);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  const demo = await marmara(page);
  await pick(page.getByTestId('cluster-picker'), 'Marmara Konutları');
  for (const form of forms) {
    await test.step(form.name, async () => {
      const scope = await form.open(page, demo);
      await readsTurkishAmounts(scope);
    });
  }
});

test('a collection typed as 1.500 is saved as one thousand five hundred lira', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  const demo = await marmara(page);
  await pick(page.getByTestId('cluster-picker'), 'Marmara Konutları');
  await page.goto(`/incomes/houses/${demo.houseId}`);
  const account = page.getByTestId('account-detail');
  await expect(account.getByRole('heading', { name: demo.houseLabel })).toBeVisible();
  const collections = account.getByRole('tab', { name: /^Tahsilatlar \(\d+\)$/ });
  const before = Number(/\((\d+)\)/.exec((await collections.textContent()) ?? '')?.[1]);

  await account.getByRole('button', { name: 'Tahsilat Yap' }).click();
  const modal = page.locator('.ant-modal');
  await pick(modal.getByRole('combobox', { name: 'Banka Hesabı' }), /./);
  const amount = modal.getByLabel('Tutar');
  await amount.fill('1.500');
  await amount.blur();
  await expect(amount).toHaveValue('1.500,00');
  await modal.getByRole('button', { name: 'Kaydet' }).click();
  await expect(modal).toBeHidden();

  await expect(account.getByRole('tab', { name: `Tahsilatlar (${before + 1})` })).toBeVisible();
  await account.getByRole('tab', { name: `Tahsilatlar (${before + 1})` }).click();
  await expect(account.getByTestId('collections')).toContainText('1.500,00 ₺');
});

test('an assessment line typed as 1.234,56 is saved as that amount', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  const demo = await marmara(page);
  // Marmara is selected first, so opening its line does not also move the complex picker (and the list
  // behind the drawer) while the amount is typed.
  await pick(page.getByTestId('cluster-picker'), 'Marmara Konutları');
  await page.goto(`/assessments/all/${demo.debtId}/edit`);
  await expect(page.getByTestId('cluster-picker')).toContainText('Marmara Konutları');
  const panel = drawer(page);
  const amount = moneyFields(panel).first();
  await expect(amount).not.toHaveValue('');
  await amount.fill('1.234,56');
  await amount.blur();
  await expect(amount).toHaveValue('1.234,56');
  await panel.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Kaydedildi').first()).toBeVisible();

  // Read back as a person would: the line opened again shows the saved amount.
  await page.goto('/assessments/all');
  await page.goto(`/assessments/all/${demo.debtId}/edit`);
  await expect(moneyFields(drawer(page)).first()).toHaveValue('1.234,56');
});
