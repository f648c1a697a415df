import { fromKurus, residentRow, residentSchema } from '@site/shared';
import { sql } from 'kysely';
import { residentBalanceSql } from '../../../accounting/journal';
import { foldTurkish, turkishSortKey } from '../../../db/turkish';
import { flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { refreshHouseSearch, residentSearchText } from '../../../kernel/searchText';

/** The search text and sort key: columns the queries use and the API never shows. */
const HIDDEN_COLUMNS = new Set(['search', 'name_search', 'name_sort']);

export const residentsResource: ResourceDef = {
  name: 'residents',
  table: 'residents',
  entityType: 'resident',
  schema: residentSchema,
  writePermission: 'edit-resident',
  // The houses the listed residents use now. For a whole complex that is simply its current house users
  // (index on cluster_id, ends_on); otherwise those of the filtered residents (index on resident_id, ends_on).
  totals: (db, filtered, { wholeCluster }) => {
    const current = db
      .selectFrom('house_users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('house_users.ends_on', 'is', null);
    const balances = db
      .selectFrom('journal_entries')
      .select(sql<number>`coalesce(sum(journal_entries.amount), 0)`.as('b'))
      .where('journal_entries.account_kind', 'in', ['house', 'resident']);
    const [users, balance] =
      wholeCluster !== null
        ? [
            current.where('house_users.cluster_id', '=', wholeCluster),
            balances
              .where('journal_entries.cluster_id', '=', wholeCluster)
              .where('journal_entries.resident_id', 'is not', null),
          ]
        : [
            current.where('house_users.resident_id', 'in', filtered.clearSelect().select('residents.id')),
            balances.where('journal_entries.resident_id', 'in', filtered.clearSelect().select('residents.id')),
          ];
    // Balances are kuruş in the database; the footer speaks lira like the rows.
    return db.selectNoFrom([users.as('house_user_count'), sql<number>`(${balance}) / 100.0`.as('balance')]);
  },
  list: {
    orderBy: {
      name: 'residents.name_sort',
      phone: 'residents.phone',
      email: 'residents.email',
      is_active: 'residents.is_active',
      house_user_count: 'house_user_count',
      balance: 'balance',
      id: 'residents.id',
      created_at: 'residents.created_at',
    },
    defaultOrder: ['name', 'asc'],
    filters: {
      is_active: { column: 'residents.is_active', kind: 'flag' },
      // Spec §7: the resident picker of a house (`residents?house_id=`), its current users.
      house_id: {
        column: 'residents.id',
        kind: 'number',
        through: { table: 'house_users', select: 'resident_id', where: 'house_id', extra: 'ends_on is null' },
      },
      commercial_type: { column: 'residents.commercial_type', kind: 'text' },
      name: { column: 'residents.name_search', kind: 'text', op: 'like' },
      phone: { column: 'residents.search', kind: 'text', op: 'like' },
      email: { column: 'residents.search', kind: 'text', op: 'like' },
    },
    search: ['residents.search'],
    searchIndex: 'residents',
  },
  select: (db) =>
    db
      .selectFrom('residents')
      .innerJoin('clusters', 'clusters.id', 'residents.cluster_id')
      .selectAll('residents')
      .select('clusters.name as cluster_name')
      .select((eb) =>
        eb
          .selectFrom('house_users')
          .whereRef('house_users.resident_id', '=', 'residents.id')
          .where('house_users.ends_on', 'is', null)
          .select(eb.fn.countAll<number>().as('n'))
          .as('house_user_count'),
      )
      // The resident's balance: every journal entry charged to or paid by them.
      .select(residentBalanceSql.as('balance')),
  // The houses a resident uses are found by the resident's name.
  afterWrite: (trx, row) => refreshHouseSearch(trx, { residentId: Number(row.id) }),
  toRow: (input) => {
    const row: Record<string, unknown> = { ...input, ...flagsToRow(input, ['is_active']) };
    if (typeof input.name === 'string') {
      row.name_search = foldTurkish(input.name);
      row.name_sort = turkishSortKey(input.name);
      row.search = residentSearchText(input);
    }
    return row;
  },
  // One copy of each row, made in one pass: a list maps every row of its page on every request.
  toApi: (row) => {
    const api: Record<string, unknown> = {};
    for (const key in row) if (!HIDDEN_COLUMNS.has(key)) api[key] = row[key];
    api.house_user_count = Number(row.house_user_count ?? 0);
    api.balance = fromKurus(Number(row.balance ?? 0));
    api.is_active = row.is_active === 1 || row.is_active === true;
    api.is_phone_verified = row.is_phone_verified === 1 || row.is_phone_verified === true;
    return api;
  },
  row: residentRow,
  exportTitle: 'Sakinler',
  exportColumns: [
    { key: 'cluster_name', header: 'Site' },
    { key: 'name', header: 'Ad Soyad' },
    { key: 'balance', header: 'Bakiye', kind: 'balance' },
    { key: 'house_user_count', header: 'BB Sayısı', kind: 'number' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
    { key: 'phone', header: 'Telefon' },
    { key: 'email', header: 'E-posta' },
  ],
};
