import { projectRow, projectSchema } from '@site/shared';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { assertDateOrder, nameColumns, withoutHelperColumns } from '../../../kernel/definitionRules';
import { moneyToApi, moneyToRow } from '../../../kernel/money';

/** The complex's projects (renovations, investments) with dates and a budget in kuruş. */
export const projectsResource: ResourceDef = {
  name: 'projects',
  table: 'projects',
  entityType: 'project',
  schema: projectSchema,
  list: {
    orderBy: {
      name: 'projects.name_sort',
      starts_on: 'projects.starts_on',
      ends_on: 'projects.ends_on',
      amount: 'projects.amount',
      is_active: 'projects.is_active',
      id: 'projects.id',
      created_at: 'projects.created_at',
    },
    defaultOrder: ['name', 'asc'],
    filters: {
      is_active: { column: 'projects.is_active', kind: 'flag' },
      name: { column: 'projects.search', kind: 'text', op: 'like' },
      starts_on_from: { column: 'projects.starts_on', kind: 'date', op: '>=' },
      starts_on_to: { column: 'projects.starts_on', kind: 'date', op: '<=' },
    },
    search: ['projects.search'],
  },
  select: (db) =>
    db
      .selectFrom('projects')
      .innerJoin('clusters', 'clusters.id', 'projects.cluster_id')
      .selectAll('projects')
      .select('clusters.name as cluster_name'),
  validate: async (_db, input) => assertDateOrder(input, 'starts_on', 'ends_on'),
  toRow: (input) => ({
    ...input,
    ...flagsToRow(input, ['is_active']),
    ...moneyToRow(input, ['amount']),
    ...nameColumns(input, ['description']),
  }),
  toApi: (row) => ({ ...withoutHelperColumns(row), ...flagsToApi(row, ['is_active']), ...moneyToApi(row, ['amount']) }),
  row: projectRow,
  exportTitle: 'Projeler',
  exportColumns: [
    { key: 'cluster_name', header: 'Site' },
    { key: 'name', header: 'Proje Adı' },
    { key: 'starts_on', header: 'Başlangıç', kind: 'date' },
    { key: 'ends_on', header: 'Bitiş', kind: 'date' },
    { key: 'amount', header: 'Bütçe', kind: 'money' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
  ],
};
