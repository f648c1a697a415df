import { sql } from 'kysely';
import { residentBalanceSql } from '../../../accounting/journal';
import type { Db } from '../../../db/connection';
import type { ListDefinition } from '../../../http/listRoute';
import { flag } from './userLists.shared';

type Row = Record<string, unknown>;

/** The resident records (one per complex) linked to the user, with balance and current houses as the residents list has them. */
export const residentsBase = (db: Db, userId: number) =>
  db
    .selectFrom('residents')
    .leftJoin('clusters', 'clusters.id', 'residents.cluster_id')
    .where('residents.user_id', '=', userId)
    .select((eb) => [
      'residents.id',
      'residents.cluster_id',
      'clusters.name as cluster_name',
      'residents.name',
      'residents.is_active',
      'residents.phone',
      'residents.email',
      eb
        .selectFrom('house_users')
        .whereRef('house_users.resident_id', '=', 'residents.id')
        .where('house_users.ends_on', 'is', null)
        .select(eb.fn.countAll<number>().as('n'))
        .as('house_user_count'),
      residentBalanceSql.as('balance'),
    ]);

const toApi = (row: Row) => ({
  ...row,
  balance: Number(row.balance ?? 0),
  house_user_count: Number(row.house_user_count ?? 0),
  is_active: flag(row.is_active),
});

export const residentsList = (db: Db): ListDefinition => ({
  spec: {
    orderBy: {
      name: 'residents.name_sort',
      cluster_name: 'clusters.name',
      balance: 'balance',
      house_user_count: 'house_user_count',
      is_active: 'residents.is_active',
      phone: 'residents.phone',
      email: 'residents.email',
      id: 'residents.id',
    },
    defaultOrder: ['name', 'asc'],
    filters: {
      cluster_id: { column: 'residents.cluster_id', kind: 'number' },
      is_active: { column: 'residents.is_active', kind: 'flag' },
    },
    search: ['residents.name_search'],
  },
  idColumn: 'residents.id',
  toApi,
  // The footer: the balance of every listed resident and the houses they use now (spec §2 'totals footer').
  totals: {
    query: (filtered) => {
      const ids = filtered.clearSelect().clearOrderBy().select('residents.id');
      return db.selectNoFrom([
        db
          .selectFrom('journal_entries')
          .select(sql<number>`coalesce(sum(journal_entries.amount), 0)`.as('b'))
          .where('journal_entries.account_kind', 'in', ['house', 'resident'])
          .where('journal_entries.resident_id', 'in', ids)
          .as('balance'),
        db
          .selectFrom('house_users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('house_users.ends_on', 'is', null)
          .where('house_users.resident_id', 'in', ids)
          .as('house_user_count'),
      ]);
    },
  },
  exportTitle: 'Sakinler',
  exportRow: toApi,
  exportColumns: [
    { key: 'cluster_name', header: 'Site' },
    { key: 'name', header: 'Ad Soyad' },
    { key: 'balance', header: 'Bakiye', kind: 'balance' },
    { key: 'house_user_count', header: 'BB Sayısı', kind: 'number' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
    { key: 'phone', header: 'Telefon' },
    { key: 'email', header: 'E-posta' },
  ],
});
