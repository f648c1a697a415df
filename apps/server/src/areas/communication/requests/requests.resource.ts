import {
  httpMessages,
  REQUEST_API_NAMES,
  REQUEST_KIND_NAMES,
  REQUEST_KINDS,
  REQUEST_PRIORITIES,
  REQUEST_STATUSES,
  type RequestKindName,
  requestMessages,
  requestRow,
  requestSchema,
} from '@site/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import type { ResourceDef } from '../../../http/defineResource';
import { invalid } from '../../../http/errors';
import { commonColumns } from '../../../http/export/commonColumns';
import { dateRangeFilters, idFilters } from '../../../http/listQuery';
import { HOUSE_LABEL_ORDER, houseLabelColumns } from '../../../kernel/houseLabel';
import { clusterResource, likeFilter, SITE_COLUMN, sortColumns } from '../../definitions';
import { recordCreation } from './requests.repository';

type Row = Record<string, unknown>;
type TypeTable = 'breakdown_types' | 'maintenance_types';

/** What differs between the four kinds: the action log's entity, the export's title and the type list. */
const KIND_SETTINGS: Record<RequestKindName, { entityType: string; exportTitle: string; types: TypeTable | null }> = {
  breakdowns: { entityType: 'breakdown', exportTitle: 'Arızalar', types: 'breakdown_types' },
  suggestions: { entityType: 'suggestion', exportTitle: 'Öneriler', types: null },
  complaints: { entityType: 'complaint', exportTitle: 'Şikayetler', types: null },
  maintenances: { entityType: 'maintenance_request', exportTitle: 'Bakımlar', types: 'maintenance_types' },
};

/** The action-log entity of a request of `kind`. */
export function entityTypeOfKind(kind: number): string {
  const name = REQUEST_KIND_NAMES.find((n) => REQUEST_KINDS[n] === kind) ?? 'breakdowns';
  return KIND_SETTINGS[name].entityType;
}

/** A number column's Turkish name from one of the shared lists, for the export. */
const nameOf = (column: string, list: readonly { id: number; name: string }[]): RawBuilder<string> =>
  sql<string>`case ${sql.ref(column)} ${sql.join(
    list.map((item) => sql`when ${sql.lit(item.id)} then ${sql.lit(item.name)}`),
    sql` `,
  )} end`;

/** Selected for sorting and the export only. */
const HELPERS = ['door_length', 'no_block', 'created_on', 'status_name', 'priority_name'];

/** The type must be one of the complex's (breakdown or maintenance) types; other kinds have none. */
async function validateType(db: Db, types: TypeTable | null, input: Row, clusterId: number): Promise<void> {
  if (input.type_id === null || input.type_id === undefined) return;
  if (!types) throw invalid('type_id', requestMessages.noType);
  const found = await db
    .selectFrom(types)
    .select('id')
    .where('id', '=', Number(input.type_id))
    .where('cluster_id', '=', clusterId)
    .executeTakeFirst();
  if (!found) throw invalid('type_id', httpMessages.notFound);
}

/**
 * The requests of one kind (`/breakdowns`, `/suggestions`, `/complaints`, `/maintenance-requests`): one table,
 * the kind fixed in the list's query and in every write, so one kind's id is not found under another's name.
 */
export function requestResource(name: RequestKindName): ResourceDef {
  const kind = REQUEST_KINDS[name];
  const { entityType, exportTitle, types } = KIND_SETTINGS[name];
  const def = clusterResource({
    name: REQUEST_API_NAMES[name],
    table: 'requests',
    entityType,
    schema: requestSchema,
    orderBy: {
      ...sortColumns('requests', ['title', 'priority', 'status', 'due_on', 'resolved_at', 'closed_at']),
      house_label: HOUSE_LABEL_ORDER,
      resident_name: 'residents.name_sort',
      ...(types ? { type_name: 'types.name_sort' } : {}),
      assigned_user_name: 'assignees.name',
    },
    defaultOrder: ['created_at', 'desc'],
    filters: {
      ...idFilters('requests', [
        'status',
        'priority',
        'house_id',
        'resident_id',
        'assigned_user_id',
        'assigned_provider_id',
        ...(types ? ['type_id'] : []),
      ]),
      ...dateRangeFilters('requests.created_on'),
      title: likeFilter('requests.search'),
    },
    search: ['residents.name_search'],
    flags: [],
    join: (query) => {
      const joined = query
        .where('requests.kind', '=', kind)
        .leftJoin('houses', 'houses.id', 'requests.house_id')
        .leftJoin('blocks', 'blocks.id', 'houses.block_id')
        .leftJoin('residents', 'residents.id', 'requests.resident_id')
        .leftJoin('users as assignees', 'assignees.id', 'requests.assigned_user_id')
        .leftJoin('cluster_providers as providers', 'providers.id', 'requests.assigned_provider_id')
        .leftJoin('users as creators', 'creators.id', 'requests.created_by')
        .select([
          ...houseLabelColumns(),
          'residents.name as resident_name',
          'assignees.name as assigned_user_name',
          'providers.name as assigned_provider_name',
          'creators.name as created_by_name',
          nameOf('requests.status', REQUEST_STATUSES).as('status_name'),
          nameOf('requests.priority', REQUEST_PRIORITIES).as('priority_name'),
        ]);
      return types
        ? joined.leftJoin(`${types} as types`, 'types.id', 'requests.type_id').select('types.name as type_name')
        : joined.select(sql<null>`null`.as('type_name'));
    },
    validate: (db, input, clusterId) => validateType(db, types, input, clusterId),
    toRow: (input) => {
      const row: Row = { kind };
      if (!types) row.type_id = null;
      if (typeof input.title === 'string') {
        row.search = foldTurkish([input.title, input.description].filter((v) => typeof v === 'string').join(' '));
      }
      return row;
    },
    // A new request gets its author, its day and the first line of its history.
    afterWrite: async (trx, row, { userId }) => {
      if (!('created_on' in row)) await recordCreation(trx, row.id as number, userId);
    },
    row: requestRow,
    exportTitle,
    exportColumns: [
      SITE_COLUMN,
      { key: 'title', header: 'Başlık' },
      { key: 'house_label', header: 'Daire' },
      commonColumns.resident_name,
      ...(types ? [{ key: 'type_name', header: 'Tip' }] : []),
      { key: 'priority_name', header: 'Öncelik' },
      { key: 'status_name', header: 'Durum' },
      { key: 'assigned_user_name', header: 'Atanan Çalışan' },
      { key: 'assigned_provider_name', header: 'Atanan Tedarikçi' },
      { key: 'due_on', header: 'Son Tarih', kind: 'date' },
      commonColumns.created_at,
      commonColumns.description,
    ],
  });
  const toApi = def.toApi;
  return {
    ...def,
    toApi: (row) => {
      const api = toApi(row);
      for (const key of HELPERS) delete api[key];
      return api;
    },
  };
}

export const requestResources = REQUEST_KIND_NAMES.map(requestResource);
