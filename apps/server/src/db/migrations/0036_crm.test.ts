import { expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { describeMigration, expectTablesRemade } from '../../test/migrationTest';
import { down, up } from './0036_crm';

const TABLES = ['products', 'customer_groups', 'customers', 'customer_clusters', 'customer_products'];
const at = '2026-01-01T00:00:00.000Z';
const stamps = { created_at: at, updated_at: at };

describeMigration('0036 crm', (current) => {
  it('drops the CRM tables and makes them again', async () => {
    await expectTablesRemade(current(), { up, down }, TABLES);
  });

  it('keeps one customer per company, sets null or cascades as each link says, and keeps a product in use', async () => {
    const db = current();
    const { companyId, clusterId } = await createCompanyWithCluster(db, 'Kardelen');
    const product = await db
      .insertInto('products')
      .values({
        ...stamps,
        name: 'Temel',
        invoice_description: 'Temel paket',
        monthly_price_per_house: 1250,
        yearly_price_per_house: 12500,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stored = await db.selectFrom('products').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ is_available: 1, search: '', monthly_price_per_house: 1250 });

    const group = await db
      .insertInto('customer_groups')
      .values({ ...stamps, name: 'Marmara' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const customer = await db
      .insertInto('customers')
      .values({ ...stamps, name: 'Kardelen Yönetim', company_id: companyId, customer_group_id: group.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await db.selectFrom('customers').select('is_active').executeTakeFirstOrThrow()).toEqual({ is_active: 1 });
    // At most one customer per company.
    await expect(
      db
        .insertInto('customers')
        .values({ ...stamps, name: 'İkinci', company_id: companyId })
        .execute(),
    ).rejects.toThrow();
    // The name is required.
    await expect(
      db
        .insertInto('customers')
        .values({ ...stamps, name: null as unknown as string })
        .execute(),
    ).rejects.toThrow();

    await db
      .insertInto('customer_products')
      .values({ ...stamps, customer_id: customer.id, product_id: product.id, starts_on: '2026-01-01', amount: 1250 })
      .execute();
    await db
      .insertInto('customer_clusters')
      .values({ ...stamps, customer_id: customer.id, cluster_id: clusterId, starts_on: '2026-01-01' })
      .execute();
    expect(await db.selectFrom('customer_products').select('is_yearly').executeTakeFirstOrThrow()).toEqual({
      is_yearly: 0,
    });
    // A customer product must name an existing customer and product.
    await expect(
      db
        .insertInto('customer_products')
        .values({ ...stamps, customer_id: 999999, product_id: product.id, starts_on: '2026-01-01', amount: 1 })
        .execute(),
    ).rejects.toThrow();
    // A product a customer holds cannot be deleted.
    await expect(db.deleteFrom('products').where('id', '=', product.id).execute()).rejects.toThrow();

    // A deleted group leaves its customers without a group.
    await db.deleteFrom('customer_groups').where('id', '=', group.id).execute();
    expect(await db.selectFrom('customers').select('customer_group_id').executeTakeFirstOrThrow()).toEqual({
      customer_group_id: null,
    });
    // A deleted customer takes its products and complexes with it.
    await db.deleteFrom('customers').where('id', '=', customer.id).execute();
    expect(await db.selectFrom('customer_products').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('customer_clusters').select('id').execute()).toEqual([]);
    await db.deleteFrom('products').where('id', '=', product.id).execute();
  });
});
