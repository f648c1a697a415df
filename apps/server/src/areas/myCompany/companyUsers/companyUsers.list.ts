import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { foldedSql, turkishSortSql } from '../../../db/turkishSql';
import { commonColumns } from '../../../http/export/commonColumns';
import { applyFilters, type FilterSpec, type ListParams, type ListSpec } from '../../../http/listQuery';
import type { AnySelect, ListDefinition } from '../../../http/listRoute';
import { searchWord } from '../../../kernel/searchText';
import { clusterCountSql, rolesOfRow } from './companyUsers.repository';
import { companyUserToApi } from './companyUsers.service';

// The list of GET /company-users: its whitelist, search, sorts and export.

/** `cluster_id`: the workers who may act in the complex (applied by hand below). */
const CLUSTER: FilterSpec = { column: 'users.id', kind: 'number' };
/** `house_id`: the workers who may act in the house's complex. */
const HOUSE: FilterSpec = { column: 'users.id', kind: 'number' };

/** The sorts, each by one or more expressions: names in Turkish alphabetical order. */
const ORDER_KEYS = [
  'name',
  'email',
  'phone',
  'company_name',
  'position_name',
  'is_active',
  'cluster_count',
  'last_login_at',
  'created_at',
  'id',
] as const;

const orderOf = (db: Db): Record<(typeof ORDER_KEYS)[number], Expression<unknown>[]> => ({
  name: [turkishSortSql(db, 'users.name')],
  email: [sql.ref('users.email')],
  phone: [sql.ref('users.phone')],
  company_name: [turkishSortSql(db, 'companies.name'), turkishSortSql(db, 'users.name')],
  position_name: [sql.ref('worker_positions.name_sort')],
  is_active: [sql.ref('users.is_active')],
  cluster_count: [clusterCountSql],
  last_login_at: [sql.ref('users.last_login_at')],
  created_at: [sql.ref('users.created_at')],
  id: [sql.ref('users.id')],
});

export const companyUserList: ListSpec = {
  // Applied by `order` below.
  orderBy: Object.fromEntries(ORDER_KEYS.map((key) => [key, key])),
  defaultOrder: ['company_name', 'asc'],
  filters: {
    role_ids: {
      column: 'users.id',
      kind: 'number',
      through: { table: 'user_roles', select: 'user_roles.user_id', where: 'user_roles.role_id' },
    },
    position_id: { column: 'users.position_id', kind: 'number' },
    is_active: { column: 'users.is_active', kind: 'flag' },
    company_id: { column: 'users.company_id', kind: 'number' },
    user_id: { column: 'users.id', kind: 'number' },
    cluster_id: CLUSTER,
    house_id: HOUSE,
  },
  // Searched by hand: name (Turkish-folded), e-mail and phone.
  search: [],
};

/**
 * Workers who may act in one of the complexes `clusterIds` selects: listed there, or listed nowhere and of the
 * complex's company (then they act in every complex of it).
 */
function mayActIn(clusterIds: Expression<unknown>) {
  return sql<SqlBool>`(exists (select 1 from cluster_users ca where ca.user_id = users.id and ca.cluster_id in (${clusterIds}))
    or (not exists (select 1 from cluster_users cn where cn.user_id = users.id)
      and users.company_id in (select cc.company_id from clusters cc where cc.id in (${clusterIds}))))`;
}

/** A Turkish number's digits after +90, 90 or 0 (phones are kept as typed, '0532…' or '+90532…'). */
const nationalDigits = (word: string) => word.replace(/^(\+?90|0)(?=\d{3})/, '');

/** Every word must be in the name (Turkish-folded), the e-mail or the phone (spaces left out). */
function searched(query: AnySelect, text: string): AnySelect {
  let q = query;
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    const word = searchWord(raw).replace(/[%_]/g, '');
    if (!word) continue;
    const matches = [
      sql<SqlBool>`${foldedSql('users.name')} like ${`%${foldTurkish(word)}%`}`,
      sql<SqlBool>`users.email like ${`%${word.toLowerCase()}%`}`,
    ];
    if (/^\+?\d+$/.test(word)) {
      matches.push(sql<SqlBool>`replace(coalesce(users.phone, ''), ' ', '') like ${`%${nationalDigits(word)}%`}`);
    }
    q = q.where(sql<SqlBool>`(${sql.join(matches, sql` or `)})`);
  }
  return q;
}

function filter(base: AnySelect, params: ListParams): { filtered: AnySelect; applied: ListParams } {
  let query = base;
  const rest: ListParams['filters'] = [];
  for (const f of params.filters) {
    if (f.spec === CLUSTER) query = query.where(mayActIn(sql.join(f.value)));
    else if (f.spec === HOUSE) {
      query = query.where(mayActIn(sql`select h.cluster_id from houses h where h.id in (${sql.join(f.value)})`));
    } else rest.push(f);
  }
  const applied = { ...params, filters: rest };
  const filtered = applyFilters(query, companyUserList, applied);
  return { filtered: params.query ? searched(filtered, params.query) : filtered, applied };
}

/** What `listRoute` needs besides the path and the scope. */
export const companyUserListDefinition = (db: Db): ListDefinition => ({
  spec: companyUserList,
  idColumn: 'users.id',
  toApi: companyUserToApi,
  filter,
  order: (filtered, params) => {
    let query = filtered;
    const keys = orderOf(db)[params.orderBy as (typeof ORDER_KEYS)[number]];
    for (const expression of keys) query = query.orderBy(expression, params.order);
    return query.orderBy('users.id', params.order);
  },
  exportTitle: 'Çalışanlar',
  exportColumns: [
    { key: 'name', header: 'Ad Soyad' },
    commonColumns.email,
    commonColumns.phone,
    commonColumns.company_name,
    { key: 'role_name', header: 'Rol' },
    { key: 'position_name', header: 'Görev' },
    commonColumns.is_active,
    { key: 'cluster_count', header: 'Yetkili Siteler' },
    commonColumns.last_login_at,
  ],
  // Authorised complexes: 'Tümü' when the worker is limited to none (they act in all of them).
  exportRow: (row) => {
    const count = Number(row.cluster_count ?? 0);
    return { ...row, role_name: rolesOfRow(row).names.join(', '), cluster_count: count === 0 ? 'Tümü' : count };
  },
});
