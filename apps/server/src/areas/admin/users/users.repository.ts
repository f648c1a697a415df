import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { hasRow } from '../../../db/hasRow';
import { isPostgres } from '../../../db/schemaHelpers';
import { foldedSql, turkishSortSql } from '../../../db/turkishSql';
import { commonColumns } from '../../../http/export/commonColumns';
import type { ListParams, ListSpec } from '../../../http/listQuery';
import type { AnySelect, ListDefinition } from '../../../http/listRoute';
import { USER_COLUMNS } from '../../../kernel/userAccounts';
import { searchIn } from '../userLists/userLists.shared';

/** A user's roles in one text, in role order: `column` of each role joined by `separator`. */
function rolesOf(db: Db, column: 'name' | 'display_name', separator: string) {
  const ref = sql.ref(`roles.${column}`);
  const joined = isPostgres(db)
    ? sql`string_agg(${ref}, ${sql.lit(separator)} order by roles.id)`
    : sql`group_concat(${ref}, ${sql.lit(separator)} order by roles.id)`;
  return sql<
    string | null
  >`(select ${joined} from user_roles inner join roles on roles.id = user_roles.role_id where user_roles.user_id = users.id)`;
}

/** Every user with their company's name and roles (the list's and the edit screen's row). */
export const selectUsers = (db: Db) =>
  db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .select([...USER_COLUMNS, 'companies.name as company_name'])
    .select([rolesOf(db, 'name', ',').as('role_keys'), rolesOf(db, 'display_name', ', ').as('role_names')]);

export type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

export const usersSpec: ListSpec = {
  orderBy: {
    name: 'users.name',
    email: 'users.email',
    company_name: 'companies.name',
    is_active: 'users.is_active',
    last_login_at: 'users.last_login_at',
    created_at: 'users.created_at',
    id: 'users.id',
  },
  defaultOrder: ['name', 'asc'],
  filters: {
    is_active: { column: 'users.is_active', kind: 'flag' },
    has_temporary_password: { column: 'users.has_temporary_password', kind: 'flag' },
    company_id: { column: 'users.company_id', kind: 'number' },
    role_id: {
      column: 'users.id',
      kind: 'number',
      through: { table: 'user_roles', select: 'user_roles.user_id', where: 'user_roles.role_id' },
    },
  },
  // Searched by `filterUsers` below: name, e-mail, phone and company name.
  search: [],
};

/**
 * The whitelisted filters, then each searched word in the name, e-mail, phone or company name; users keep no
 * folded copy of their name, so it is folded in SQL (`db/turkishSql.ts`).
 */
const filterUsers = searchIn(usersSpec, [
  foldedSql('users.name'),
  sql<string>`lower(users.email)`,
  sql<string>`coalesce(users.phone, '')`,
  sql<string>`coalesce(companies.search, '')`,
]);

/** The list's sort: names in Turkish alphabetical order, then by id so that pages never overlap. */
function orderUsers(db: Db) {
  return (filtered: AnySelect, params: ListParams) => {
    const column = usersSpec.orderBy[params.orderBy] as string;
    const key = column.endsWith('.name') ? turkishSortSql(db, column) : sql.ref(column);
    return filtered.orderBy(key, params.order).orderBy('users.id', params.order);
  };
}

/** How /api-super-admin/users lists, filters, sorts and exports. */
export function usersList(db: Db, toApi: (row: UserRow) => unknown): ListDefinition<UserRow> {
  return {
    spec: usersSpec,
    idColumn: 'users.id',
    toApi,
    filter: filterUsers,
    order: orderUsers(db),
    exportTitle: 'Kullanıcılar',
    exportRow: (row) => toApi(row) as Record<string, unknown>,
    exportColumns: [
      { key: 'name', header: 'Ad Soyad' },
      commonColumns.email,
      commonColumns.company_name,
      { key: 'role_names', header: 'Roller' },
      commonColumns.is_active,
      commonColumns.last_login_at,
      commonColumns.created_at,
    ],
  };
}

export function findUser(db: Db, id: number) {
  return selectUsers(db).where('users.id', '=', id).executeTakeFirst();
}

export function emailTakenByOther(db: Db, email: string, id: number): Promise<boolean> {
  return hasRow(db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', id));
}

export function listRoles(db: Db) {
  return db.selectFrom('roles').select(['id', 'name', 'display_name', 'type']).orderBy('id').execute();
}

export function rolesNamed(db: Db, names: string[]) {
  return db.selectFrom('roles').select(['id', 'name']).where('name', 'in', names).execute();
}

export async function updateUserRow(
  trx: Db,
  id: number,
  values: {
    name: string;
    email: string;
    phone: string | null;
    company_id: number | null;
    is_active: 0 | 1;
    updated_at: string;
  },
): Promise<void> {
  await trx.updateTable('users').set(values).where('id', '=', id).execute();
}

/** A user moved to another company (or none) keeps no grant in a complex of another company. */
export async function dropGrantsOutside(trx: Db, userId: number, companyId: number | null): Promise<void> {
  const ownClusters = trx
    .selectFrom('clusters')
    .select('id')
    .where('company_id', '=', companyId ?? -1);
  await trx
    .deleteFrom('cluster_users')
    .where('user_id', '=', userId)
    .where('cluster_id', 'not in', ownClusters)
    .execute();
}
