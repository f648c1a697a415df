import type { CreateTableBuilder } from 'kysely';
import { type AnyDb, flag, withId, withTimestamps } from '../schemaHelpers';
import { foldTurkish, turkishSortKey } from '../turkish';

// biome-ignore lint/suspicious/noExplicitAny: builders of any table
type Builder = CreateTableBuilder<any, any>;

/** System expense types (no cluster_id): shown to every complex, read-only there. */
const SYSTEM_EXPENSE_TYPES: [string, string[]][] = [
  ['Personel Giderleri', ['Maaş', 'SGK Primi']],
  ['Enerji Giderleri', ['Elektrik', 'Su', 'Doğalgaz']],
  ['Bakım Onarım', ['Asansör Bakımı', 'Bahçe Bakımı']],
  ['Yönetim Giderleri', ['Kırtasiye', 'Banka Masrafları']],
];
const SYSTEM_INCOME_TYPES = ['Aidat', 'Yakıt Avansı', 'Demirbaş Katkı Payı', 'Gecikme Tazminatı', 'Kira Geliri'];

/** Tables of the definitions named by a list of names only. */
const NAMED_TABLES = ['fixture_groups', 'payback_reasons', 'contract_types', 'cleaning_types', 'breakdown_types'];

/** id, complex, the columns of the table, active flag, folded search text (+ Turkish sort key) and stamps. */
async function createDefinitionTable(
  db: AnyDb,
  table: string,
  columns: (t: Builder) => Builder,
  opts: { sharedRows?: boolean; named?: boolean } = {},
): Promise<void> {
  let builder = withId(db, db.schema.createTable(table)).addColumn('cluster_id', 'integer', (c) =>
    opts.sharedRows ? c.references('clusters.id') : c.notNull().references('clusters.id'),
  );
  builder = columns(builder)
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('search', 'text', (c) => c.notNull().defaultTo(''));
  if (opts.named !== false) builder = builder.addColumn('name_sort', 'text', (c) => c.notNull().defaultTo(''));
  await withTimestamps(builder).execute();
  await db.schema.createIndex(`${table}_cluster_idx`).on(table).column('cluster_id').execute();
}

const nameColumn = (t: Builder) => t.addColumn('name', 'text', (c) => c.notNull());

function systemRow(name: string, now: string) {
  return { name, search: foldTurkish(name), name_sort: turkishSortKey(name), created_at: now, updated_at: now };
}

/** The /other-definitions tables, with the system expense and income types every complex starts with. */
export async function up(db: AnyDb): Promise<void> {
  await createDefinitionTable(db, 'projects', (t) =>
    nameColumn(t)
      .addColumn('description', 'text')
      .addColumn('starts_on', 'text')
      .addColumn('ends_on', 'text')
      .addColumn('amount', 'bigint'),
  );

  await createDefinitionTable(
    db,
    'expense_types',
    (t) =>
      nameColumn(t)
        .addColumn('parent_id', 'integer', (c) => c.references('expense_types.id'))
        .addColumn('sign', 'integer', (c) => c.notNull().defaultTo(-1)),
    { sharedRows: true },
  );
  await db.schema.createIndex('expense_types_parent_idx').on('expense_types').column('parent_id').execute();

  await createDefinitionTable(
    db,
    'income_types',
    (t) => nameColumn(t).addColumn('parent_id', 'integer', (c) => c.references('income_types.id')),
    { sharedRows: true },
  );

  await createDefinitionTable(db, 'other_incomes', (t) => nameColumn(t).addColumn('description', 'text'));

  for (const table of NAMED_TABLES) await createDefinitionTable(db, table, nameColumn);

  await createDefinitionTable(db, 'fixtures', (t) =>
    nameColumn(t)
      .addColumn('fixture_group_id', 'integer', (c) => c.notNull().references('fixture_groups.id'))
      .addColumn('brand', 'text')
      .addColumn('serial_no', 'text')
      .addColumn('acquired_on', 'text')
      .addColumn('amount', 'bigint')
      .addColumn('status_id', 'integer'),
  );

  await createDefinitionTable(db, 'maintenance_types', (t) =>
    nameColumn(t).addColumn('parent_id', 'integer', (c) => c.references('maintenance_types.id')),
  );

  await createDefinitionTable(db, 'cluster_phones', (t) =>
    nameColumn(t)
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('description', 'text'),
  );

  await createDefinitionTable(db, 'maintenances', (t) =>
    nameColumn(t)
      .addColumn('maintenance_type_id', 'integer', (c) => c.notNull().references('maintenance_types.id'))
      .addColumn('period_months', 'integer')
      .addColumn('next_on', 'text')
      .addColumn('description', 'text'),
  );

  await createDefinitionTable(
    db,
    'house_integrations',
    (t) =>
      t
        // An integration code describes its house; it goes with the house.
        .addColumn('house_id', 'integer', (c) => c.notNull().references('houses.id').onDelete('cascade'))
        .addColumn('integration_code', 'text', (c) => c.notNull())
        .addColumn('provider_name', 'text', (c) => c.notNull()),
    { named: false },
  );

  const now = new Date().toISOString();
  for (const [parentName, children] of SYSTEM_EXPENSE_TYPES) {
    const parent = await db
      .insertInto('expense_types')
      .values({ ...systemRow(parentName, now), sign: -1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const child of children) {
      await db
        .insertInto('expense_types')
        .values({ ...systemRow(child, now), sign: -1, parent_id: parent.id })
        .execute();
    }
  }
  for (const name of SYSTEM_INCOME_TYPES) {
    await db.insertInto('income_types').values(systemRow(name, now)).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'house_integrations',
    'maintenances',
    'cluster_phones',
    'maintenance_types',
    'fixtures',
    ...NAMED_TABLES,
    'other_incomes',
    'income_types',
    'expense_types',
    'projects',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
