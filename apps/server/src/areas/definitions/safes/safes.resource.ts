import { safeRow, safeSchema } from '@site/shared';
import { foldTurkish } from '../../../db/turkish';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { MONEY_PLACE_FLAGS } from '../bankAccounts/bankAccounts.resource';

export const safesResource: ResourceDef = {
  name: 'safes',
  table: 'safes',
  entityType: 'safe',
  schema: safeSchema,
  list: {
    orderBy: { name: 'safes.search', short_name: 'safes.short_name', id: 'safes.id', created_at: 'safes.created_at' },
    defaultOrder: ['name', 'asc'],
    filters: {
      is_active: { column: 'safes.is_active', kind: 'flag' },
      can_collect_money: { column: 'safes.can_collect_money', kind: 'flag' },
      can_receive_bills: { column: 'safes.can_receive_bills', kind: 'flag' },
      name: { column: 'safes.search', kind: 'text', op: 'like' },
    },
    search: ['safes.search'],
  },
  select: (db) =>
    db
      .selectFrom('safes')
      .innerJoin('clusters', 'clusters.id', 'safes.cluster_id')
      .selectAll('safes')
      .select('clusters.name as cluster_name'),
  toRow: (input) => {
    const row: Record<string, unknown> = { ...input, ...flagsToRow(input, MONEY_PLACE_FLAGS) };
    if (typeof input.name === 'string') row.search = foldTurkish(`${input.name} ${input.short_name ?? ''}`);
    return row;
  },
  toApi: ({ search: _s, ...row }) => ({ ...row, ...flagsToApi(row, MONEY_PLACE_FLAGS) }),
  row: safeRow,
  exportTitle: 'Kasalar',
  exportColumns: [
    { key: 'cluster_name', header: 'Site' },
    { key: 'name', header: 'Kasa Adı' },
    { key: 'short_name', header: 'Kısa Ad' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
  ],
};
