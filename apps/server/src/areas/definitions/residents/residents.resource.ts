import { residentListMeta, residentRow, residentSchema } from '@site/shared';
import { sql } from 'kysely';
import { residentBalanceSql } from '../../../accounting/journal';
import type { Db } from '../../../db/connection';
import { foldTurkish, turkishSortKey } from '../../../db/turkish';
import { nowIso } from '../../../http/clock';
import { refreshHouseSearch, residentSearchText } from '../../../kernel/searchText';
import { clusterResource, flagFilters, likeFilter, SITE_COLUMN, sortColumns } from '../clusterResource';

/**
 * When the resident's commercial-message consent (İYS) was given: kept while it stands (saving the form again
 * does not move it), now when it is given, cleared when it is withdrawn.
 */
async function recordConsentTime(trx: Db, residentId: number): Promise<void> {
  await trx
    .updateTable('residents')
    .set({
      commercial_consent_at: sql<
        string | null
      >`case when commercial_consent = 1 then coalesce(commercial_consent_at, ${nowIso()}) end`,
    })
    .where('id', '=', residentId)
    .execute();
}

export const residentsResource = clusterResource({
  name: 'residents',
  table: 'residents',
  entityType: 'resident',
  schema: residentSchema,
  writePermission: 'edit-resident',
  meta: residentListMeta,
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
    return db.selectNoFrom([users.as('house_user_count'), balance.as('balance')]);
  },
  orderBy: {
    name: 'residents.name_sort',
    ...sortColumns('residents', ['phone', 'email', 'is_active']),
    house_user_count: 'house_user_count',
    balance: 'balance',
  },
  defaultOrder: ['name', 'asc'],
  filters: {
    ...flagFilters('residents', ['is_active']),
    // Spec §7: the resident picker of a house (`residents?house_id=`), its current users.
    house_id: {
      column: 'residents.id',
      kind: 'number',
      through: { table: 'house_users', select: 'resident_id', where: 'house_id', extra: 'ends_on is null' },
    },
    commercial_type: { column: 'residents.commercial_type', kind: 'text' },
    name: likeFilter('residents.name_search'),
    phone: likeFilter('residents.search'),
    email: likeFilter('residents.search'),
  },
  searchIndex: 'residents',
  flags: ['is_active', 'is_phone_verified', 'commercial_consent'],
  join: (query) =>
    query
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
  afterWrite: async (trx, row) => {
    await recordConsentTime(trx, Number(row.id));
    await refreshHouseSearch(trx, { residentId: Number(row.id) });
  },
  toRow: (input) =>
    typeof input.name === 'string'
      ? {
          name_search: foldTurkish(input.name),
          name_sort: turkishSortKey(input.name),
          search: residentSearchText(input),
        }
      : {},
  toApi: (row) => ({ house_user_count: Number(row.house_user_count ?? 0), balance: Number(row.balance ?? 0) }),
  row: residentRow,
  exportTitle: 'Sakinler',
  exportColumns: [
    SITE_COLUMN,
    { key: 'name', header: 'Ad Soyad' },
    { key: 'balance', header: 'Bakiye', kind: 'balance' },
    { key: 'house_user_count', header: 'BB Sayısı', kind: 'number' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
    { key: 'phone', header: 'Telefon' },
    { key: 'email', header: 'E-posta' },
  ],
});
