import { beforeAll } from 'vitest';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import type { DbKind } from '../../../test/testDb';
import { type DemoAdmin, signInAs, useDemoAdmin } from '../users/users.fixtures';

const NOW = '2026-01-01T00:00:00.000Z';

/** A customer row as the customers screen would write it (that screen is another resource's). */
export async function insertCustomer(db: Db, name: string): Promise<number> {
  const row = await db
    .insertInto('customers')
    .values({ name, search: foldTurkish(name), created_at: NOW, updated_at: NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A product row, prices in kuruş. */
export async function insertProduct(db: Db, name: string, monthly = 1_250, yearly = 12_000): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({
      name,
      invoice_description: name,
      monthly_price_per_house: monthly,
      yearly_price_per_house: yearly,
      search: foldTurkish(name),
      created_at: NOW,
      updated_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export type LinksContext = DemoAdmin & {
  /** The demo company's manager (yonetici@demo.test): no super administrator. */
  manager: string;
  /** The demo complexes by their first word ('Yeşilvadi', 'Marmara'). */
  clusters: Record<string, number>;
  companyId: number;
};

/** The demo data with its super administrator and manager signed in, calls made from the customer screen. */
export function useCustomerLinks(kind: DbKind): LinksContext {
  const t = useDemoAdmin(kind) as LinksContext;
  beforeAll(async () => {
    t.manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
    const rows = await t.db.selectFrom('clusters').select(['id', 'name', 'company_id']).execute();
    t.clusters = Object.fromEntries(rows.map((r) => [r.name.split(' ')[0], r.id]));
    t.companyId = rows[0].company_id;
  });
  return t;
}

/** How many action-log entries the table has. */
export async function logCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('action_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
