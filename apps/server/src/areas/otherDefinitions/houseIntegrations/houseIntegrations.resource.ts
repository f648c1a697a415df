import { houseIntegrationRow, houseIntegrationSchema } from '@site/shared';
import { foldTurkish } from '../../../db/turkish';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { assertLinked, withoutHelperColumns } from '../../../kernel/definitionRules';

/** A house's code at an outside provider (meter reading, payment collection …); the web lists them only. */
export const houseIntegrationsResource: ResourceDef = {
  name: 'house-integrations',
  table: 'house_integrations',
  entityType: 'house_integration',
  schema: houseIntegrationSchema,
  list: {
    orderBy: {
      block_name: 'blocks.name',
      door_number: 'houses.door_number',
      integration_code: 'house_integrations.integration_code',
      provider_name: 'house_integrations.provider_name',
      is_active: 'house_integrations.is_active',
      id: 'house_integrations.id',
      created_at: 'house_integrations.created_at',
    },
    defaultOrder: ['id', 'asc'],
    filters: {
      is_active: { column: 'house_integrations.is_active', kind: 'flag' },
      house_id: { column: 'house_integrations.house_id', kind: 'number' },
      integration_code: { column: 'house_integrations.search', kind: 'text', op: 'like' },
      provider_name: { column: 'house_integrations.search', kind: 'text', op: 'like' },
    },
    search: ['house_integrations.search', 'houses.search'],
  },
  select: (db) =>
    db
      .selectFrom('house_integrations')
      .innerJoin('clusters', 'clusters.id', 'house_integrations.cluster_id')
      .innerJoin('houses', 'houses.id', 'house_integrations.house_id')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .selectAll('house_integrations')
      .select(['clusters.name as cluster_name', 'blocks.name as block_name', 'houses.door_number']),
  validate: (db, input, clusterId) => assertLinked(db, 'houses', 'house_id', input.house_id, clusterId),
  toRow: (input) => {
    const row: Record<string, unknown> = { ...input, ...flagsToRow(input, ['is_active']) };
    if (typeof input.integration_code === 'string')
      row.search = foldTurkish(`${input.integration_code} ${input.provider_name ?? ''}`);
    return row;
  },
  toApi: (row) => ({ ...withoutHelperColumns(row), ...flagsToApi(row, ['is_active']) }),
  row: houseIntegrationRow,
  exportTitle: 'BB Entegrasyonları',
  exportColumns: [
    { key: 'block_name', header: 'Blok' },
    { key: 'door_number', header: 'Kapı No' },
    { key: 'provider_name', header: 'Sağlayıcı' },
    { key: 'integration_code', header: 'Entegrasyon Kodu' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
  ],
};
