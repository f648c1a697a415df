import { type SqlBool, sql } from 'kysely';
import { residentBalanceSql } from '../../../accounting/journal';
import type { Db } from '../../../db/connection';
import type { NotificationTemplatesTable } from '../../../db/types';
import type { AnySelect } from '../../../http/listRoute';

type Row = Record<string, unknown>;
export type TemplateRow = Omit<NotificationTemplatesTable, 'id' | 'is_active' | 'is_commercial'> & {
  id: number;
  is_active: number;
  is_commercial: number;
  cluster_name: string | null;
};

/** Every template with its complex's name; scope and filters are added by the caller. */
export function selectTemplates(db: Db): AnySelect {
  return db
    .selectFrom('notification_templates')
    .leftJoin('clusters', 'clusters.id', 'notification_templates.cluster_id')
    .selectAll('notification_templates')
    .select('clusters.name as cluster_name');
}

export async function findTemplate(db: Db, id: number): Promise<TemplateRow | undefined> {
  return (await selectTemplates(db).where('notification_templates.id', '=', id).executeTakeFirst()) as
    | TemplateRow
    | undefined;
}

/** The raw row, as the action log records it. */
export function templateRowOf(db: Db, id: number): Promise<Row> {
  return db.selectFrom('notification_templates').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function companyOfCluster(db: Db, clusterId: number): Promise<number | null> {
  const row = await db.selectFrom('clusters').select('company_id').where('id', '=', clusterId).executeTakeFirst();
  return row?.company_id ?? null;
}

export async function insertTemplate(trx: Db, values: Row): Promise<number> {
  const row = await trx
    .insertInto('notification_templates')
    .values(values as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTemplate(trx: Db, id: number, values: Row): Promise<void> {
  await trx
    .updateTable('notification_templates')
    .set(values as never)
    .where('id', '=', id)
    .execute();
}

export async function deleteTemplate(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('notification_templates').where('id', '=', id).execute();
}

/** Templates of the given complexes, and the company-wide ones of `companyId` (never system templates). */
export function inScope(query: AnySelect, clusterIds: number[] | null, companyId: number | null): AnySelect {
  const own = query.where('notification_templates.system_id', 'is', null);
  if (clusterIds === null) return own;
  const ids = clusterIds.length ? clusterIds : [-1];
  return own.where(
    sql<SqlBool>`(notification_templates.cluster_id in (${sql.join(ids)}) or (notification_templates.cluster_id is null and notification_templates.company_id = ${companyId ?? -1}))`,
  );
}

/** A complex's own templates and the company-wide ones of its company. */
export function ofCluster(query: AnySelect, clusterIds: (string | number)[]): AnySelect {
  const ids = sql.join(clusterIds.map(Number));
  return query.where(
    sql<SqlBool>`(notification_templates.cluster_id in (${ids}) or (notification_templates.cluster_id is null and notification_templates.company_id in (select company_id from clusters where id in (${ids}))))`,
  );
}

/** Templates sent on any of the channels: `channels` is a JSON array of small integers ('[1,2]'). */
export function onChannels(query: AnySelect, channelIds: (string | number)[]): AnySelect {
  const delimited = sql`(',' || replace(replace(notification_templates.channels, '[', ''), ']', '') || ',')`;
  return query.where(
    sql<SqlBool>`(${sql.join(
      channelIds.map((id) => sql`${delimited} like ${`%,${Number(id)},%`}`),
      sql` or `,
    )})`,
  );
}

/** Templates that can be sent (active, with a text), or with `sendable=0` the others. */
export function sendable(query: AnySelect, yes: boolean): AnySelect {
  const condition = sql<SqlBool>`(notification_templates.is_active = 1 and trim(notification_templates.body) <> '')`;
  return query.where(yes ? condition : sql<SqlBool>`not ${condition}`);
}

/** What a resident's message is filled in with: the resident, their current house, the complex and balance. */
export async function previewData(db: Db, residentId: number) {
  const resident = await db
    .selectFrom('residents')
    .innerJoin('clusters', 'clusters.id', 'residents.cluster_id')
    .select([
      'residents.id',
      'residents.cluster_id',
      'residents.name',
      'residents.phone',
      'clusters.name as cluster_name',
      'clusters.due_day',
      residentBalanceSql.as('balance'),
    ])
    .where('residents.id', '=', residentId)
    .executeTakeFirst();
  if (!resident) return undefined;
  // The house the resident uses now: the one they own first, then the one they live in.
  const house = await db
    .selectFrom('house_users')
    .innerJoin('houses', 'houses.id', 'house_users.house_id')
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .select(['houses.door_number', 'blocks.name as block_name'])
    .where('house_users.resident_id', '=', residentId)
    .where('house_users.ends_on', 'is', null)
    .orderBy('house_users.house_user_type_id')
    .orderBy('house_users.is_staying', 'desc')
    .orderBy('house_users.id')
    .executeTakeFirst();
  // The complex's account that collects money, where residents pay.
  const account = await db
    .selectFrom('bank_accounts')
    .select(['name', 'iban'])
    .where('cluster_id', '=', resident.cluster_id)
    .where('can_collect_money', '=', 1)
    .where('is_active', '=', 1)
    .where('iban', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  return { resident: { ...resident, balance: Number(resident.balance ?? 0) }, house, account };
}
