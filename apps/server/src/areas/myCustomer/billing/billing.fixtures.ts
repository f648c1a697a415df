import { beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../../db/seed/demo';
import { type TestApp, useTestApp } from '../../../test/apiTest';
import { insertCustomerProduct, insertProduct } from '../../../test/billingFixtures';
import type { DbKind } from '../../../test/testDb';

export { clearBilling, dayFromToday, insertCustomer, insertInvoice } from '../../../test/billingFixtures';

export type DemoBilling = TestApp & { admin: string; manager: string };

/** The demo data with its super administrator and its manager (a worker of the demo company) signed in. */
export function useDemoBilling(kind: DbKind): DemoBilling {
  const context = useTestApp(kind, { pageUrl: 'http://localhost/my-customer/billing' }) as DemoBilling;
  beforeAll(async () => {
    await seedDemo(context.db);
    const signIn = async (email: string) => {
      const res = await context.app.inject({
        method: 'POST',
        url: '/api/sanctum/token',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.token as string;
    };
    context.admin = await signIn('admin@demo.test');
    context.manager = await signIn('yonetici@demo.test');
  });
  return context;
}

/** A product and a customer's holding of it from `startsOn` to `endsOn`, `amount` kuruş per house. */
export async function insertHolding(
  db: TestApp['db'],
  customerId: number,
  { product, startsOn, endsOn, amount }: { product: string; startsOn: string; endsOn: string | null; amount: number },
): Promise<void> {
  const found = await db.selectFrom('products').select('id').where('name', '=', product).executeTakeFirst();
  const productId = found?.id ?? (await insertProduct(db, product));
  await insertCustomerProduct(db, { customerId, productId, startsOn, endsOn, amount });
}
