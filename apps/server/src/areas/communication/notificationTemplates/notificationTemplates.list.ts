import { genericTypes, type listAnswerOf, type notificationTemplateRow } from '@site/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import { allowedClusterIds, assertClusterAccess } from '../../../http/auth';
import type { AuthContext } from '../../../http/authContext';
import { commonColumns } from '../../../http/export/commonColumns';
import { applyFilters, idFilters, type ListParams, type ListSpec } from '../../../http/listQuery';
import { type AnySelect, type ListDefinition, runList } from '../../../http/listRoute';
import type { FileStorage } from '../../../storage/fileStorage';
import { flagFilters, likeFilter, sortColumns } from '../../definitions';
import {
  inScope,
  ofCluster,
  onChannels,
  selectTemplates,
  sendable,
  type TemplateRow,
} from './notificationTemplates.repository';
import { templateToApi } from './notificationTemplates.service';

type Row = Record<string, unknown>;
type TemplateList = Promise<z.infer<ReturnType<typeof listAnswerOf<typeof notificationTemplateRow>>>>;

/** Spec §7: `notification-templates?cluster_id&company_id&notification_channel_id[]&sendable`, name asc. */
const spec: ListSpec = {
  orderBy: {
    name: 'notification_templates.name_sort',
    ...sortColumns('notification_templates', [
      'is_active',
      'is_commercial',
      'system_id',
      'created_at',
      'updated_at',
      'id',
    ]),
  },
  defaultOrder: ['name', 'asc'],
  filters: {
    // Taken by `filterTemplates` below, not compared as columns.
    cluster_id: { column: 'notification_templates.cluster_id', kind: 'number' },
    notification_channel_id: { column: 'notification_templates.channels', kind: 'number' },
    sendable: { column: 'notification_templates.is_active', kind: 'flag' },
    ...idFilters('notification_templates', ['company_id']),
    ...flagFilters('notification_templates', ['is_active', 'is_commercial']),
    name: likeFilter('notification_templates.search'),
  },
  search: ['notification_templates.search'],
};

const CUSTOM = ['cluster_id', 'notification_channel_id', 'sendable'] as const;

/** `cluster_id` means the complex's templates and its company's; channels match any; sendable is a rule. */
function filterTemplates(db: Db) {
  return (base: AnySelect, params: ListParams) => {
    let query = base;
    const filterValue = (key: (typeof CUSTOM)[number]) =>
      params.filters.find((f) => f.spec === spec.filters[key])?.value;
    const clusters = filterValue('cluster_id');
    if (clusters) query = ofCluster(query, clusters);
    const channels = filterValue('notification_channel_id');
    if (channels) query = onChannels(query, channels);
    const canSend = filterValue('sendable');
    if (canSend) query = sendable(query, Number(canSend[0]) === 1);
    const custom = new Set(CUSTOM.map((key) => spec.filters[key]));
    const applied = { ...params, filters: params.filters.filter((f) => !custom.has(f.spec)) };
    return { filtered: applyFilters(query, spec, applied, db), applied };
  };
}

const channelNames = (json: string) =>
  (JSON.parse(json) as number[])
    .map((id) => genericTypes.notification_channels.find((c) => c.id === id)?.name ?? String(id))
    .join(', ');

const definition = (db: Db): ListDefinition<TemplateRow> => ({
  spec,
  idColumn: 'notification_templates.id',
  toApi: templateToApi,
  filter: filterTemplates(db),
  exportTitle: 'Bildirim Şablonları',
  exportRow: (row) => ({ ...row, channels: channelNames(row.channels) }),
  exportColumns: [
    { key: 'name', header: 'Ad' },
    commonColumns.description,
    commonColumns.cluster_name,
    { key: 'channels', header: 'Kanallar' },
    { key: 'is_commercial', header: 'Ticari', kind: 'boolean' },
    commonColumns.is_active,
  ],
});

/**
 * The caller's templates: those of the complexes they see and their company's company-wide ones (a super
 * administrator's: all), never system templates. A `cluster_id` they may not see is a 404.
 */
export function listTemplates(db: Db, files: FileStorage, auth: AuthContext, query: Row) {
  for (const id of [query.cluster_id].flat()) {
    if (id !== undefined && id !== '' && Number.isInteger(Number(id)) && Number(id) > 0)
      assertClusterAccess(auth, Number(id));
  }
  const base = inScope(selectTemplates(db), allowedClusterIds(auth), auth.user.company_id);
  return runList(db, files, definition(db), { base, raw: query }) as TemplateList;
}

/** The system templates (every signed-in caller reads them; super administrators change them). */
export function listSystemTemplates(db: Db, files: FileStorage, query: Row) {
  const base = selectTemplates(db).where('notification_templates.system_id', 'is not', null);
  return runList(db, files, definition(db), { base, raw: query }) as TemplateList;
}
