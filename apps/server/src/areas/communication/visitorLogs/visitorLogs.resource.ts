import { formatPlate, refineVisitorLog, visitorLogRow, visitorLogSchema } from '@site/shared';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { turkishDayOf } from '../../../http/clock';
import type { ResourceDef } from '../../../http/defineResource';
import { commonColumns } from '../../../http/export/commonColumns';
import { dateRangeFilters, idFilters } from '../../../http/listQuery';
import { HOUSE_LABEL_ORDER, houseLabelColumns } from '../../../kernel/houseLabel';
import { SITE_COLUMN, sortColumns } from '../../definitions';
import { markCreator } from './visitorLogs.repository';

type Row = Record<string, unknown>;

/**
 * The plate as the plate filter finds it: folded, compact and spaced, and again with 'i' for 'ı' (a plate's
 * I has no dotted twin, but a search typed '34 abi' folds to 'i' while 'I' folds to 'ı').
 */
function plateSearchOf(plate: unknown): string {
  if (typeof plate !== 'string' || !plate) return '';
  const folded = foldTurkish(`${plate} ${formatPlate(plate)}`);
  return folded.includes('ı') ? `${folded} ${folded.replace(/ı/g, 'i')}` : folded;
}

/** The folded text the list's search box finds: the visitor's name and phone, and the plate. */
function searchColumns(input: Row): Row {
  const plate = plateSearchOf(input.vehicle_plate);
  const search = foldTurkish([input.visitor_name, input.visitor_phone].filter(Boolean).join(' '));
  return { plate_search: plate, search: `${search} ${plate}`.trim() };
}

/** Columns the list selects for sorting and searching that the API does not answer. */
const HELPERS = ['search', 'plate_search', 'entered_on', 'door_length', 'no_block'];

/**
 * 'Ziyaretçi Kayıtları': who came in, to which house or resident, with which car, and when they left. The
 * house and resident are checked by the references hook (same complex); `POST /visitor-logs/{id}/leave`
 * (visitorLogs.routes.ts) records the way out.
 */
export const visitorLogsResource: ResourceDef = {
  name: 'visitor-logs',
  table: 'visitor_logs',
  entityType: 'visitor_log',
  schema: visitorLogSchema,
  refine: refineVisitorLog,
  list: {
    orderBy: {
      ...sortColumns('visitor_logs', ['id', 'entered_at', 'left_at', 'vehicle_plate', 'created_at']),
      visitor_name: 'visitor_logs.visitor_name',
      resident_name: 'residents.name_sort',
      house_label: HOUSE_LABEL_ORDER,
    },
    defaultOrder: ['entered_at', 'desc'],
    filters: {
      ...idFilters('visitor_logs', ['house_id', 'resident_id']),
      // `has_left=0`: the visitors inside now.
      has_left: { column: 'visitor_logs.left_at', kind: 'presence' },
      ...dateRangeFilters('visitor_logs.entered_on'),
      vehicle_plate: { column: 'visitor_logs.plate_search', kind: 'text', op: 'like' },
    },
    search: ['visitor_logs.search'],
  },
  select: (db: Db) =>
    db
      .selectFrom('visitor_logs')
      .innerJoin('clusters', 'clusters.id', 'visitor_logs.cluster_id')
      .leftJoin('houses', 'houses.id', 'visitor_logs.house_id')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .leftJoin('residents', 'residents.id', 'visitor_logs.resident_id')
      .leftJoin('users', 'users.id', 'visitor_logs.created_by')
      .selectAll('visitor_logs')
      .select([
        'clusters.name as cluster_name',
        'residents.name as resident_name',
        'users.name as created_by_name',
        ...houseLabelColumns(),
      ]),
  toRow: (input) => ({
    ...input,
    // The list's date range counts Turkish days.
    ...(typeof input.entered_at === 'string' ? { entered_on: turkishDayOf(input.entered_at) } : {}),
    ...(typeof input.visitor_name === 'string' ? searchColumns(input) : {}),
  }),
  toApi: (row) => {
    const api: Row = {};
    for (const key in row) if (!HELPERS.includes(key)) api[key] = row[key];
    api.is_inside = row.left_at === null;
    return api;
  },
  afterWrite: (trx, row, { userId }) => markCreator(trx, Number(row.id), userId),
  exportRow: (row) => ({ ...row, vehicle_plate: formatPlate(row.vehicle_plate as string | null) }),
  row: visitorLogRow,
  exportTitle: 'Ziyaretçi Kayıtları',
  exportColumns: [
    SITE_COLUMN,
    { key: 'visitor_name', header: 'Ziyaretçi' },
    { key: 'visitor_phone', header: 'Telefon' },
    commonColumns.house_label,
    commonColumns.resident_name,
    { key: 'vehicle_plate', header: 'Plaka' },
    { key: 'entered_at', header: 'Giriş', kind: 'datetime' },
    { key: 'left_at', header: 'Çıkış', kind: 'datetime' },
    { key: 'note', header: 'Not' },
  ],
};
