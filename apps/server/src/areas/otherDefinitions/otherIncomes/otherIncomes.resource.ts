import { otherIncomeRow, otherIncomeSchema } from '@site/shared';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { nameColumns, withoutHelperColumns } from '../../../kernel/definitionRules';

/** 'Diğer Gelir Tipleri': the complex's own kinds of other income (e.g. 'Otopark Kirası'). */
export const otherIncomesResource: ResourceDef = {
  name: 'other-incomes',
  table: 'other_incomes',
  entityType: 'other_income',
  schema: otherIncomeSchema,
  list: {
    orderBy: {
      name: 'other_incomes.name_sort',
      is_active: 'other_incomes.is_active',
      id: 'other_incomes.id',
      created_at: 'other_incomes.created_at',
    },
    defaultOrder: ['name', 'asc'],
    filters: {
      is_active: { column: 'other_incomes.is_active', kind: 'flag' },
      name: { column: 'other_incomes.search', kind: 'text', op: 'like' },
    },
    search: ['other_incomes.search'],
  },
  select: (db) =>
    db
      .selectFrom('other_incomes')
      .innerJoin('clusters', 'clusters.id', 'other_incomes.cluster_id')
      .selectAll('other_incomes')
      .select('clusters.name as cluster_name'),
  toRow: (input) => ({ ...input, ...flagsToRow(input, ['is_active']), ...nameColumns(input, ['description']) }),
  toApi: (row) => ({ ...withoutHelperColumns(row), ...flagsToApi(row, ['is_active']) }),
  row: otherIncomeRow,
  exportTitle: 'Diğer Gelir Tipleri',
  exportColumns: [
    { key: 'cluster_name', header: 'Site' },
    { key: 'name', header: 'Gelir Tipi' },
    { key: 'description', header: 'Açıklama' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
  ],
};
