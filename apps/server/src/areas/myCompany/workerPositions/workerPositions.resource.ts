import { workerPositionRow, workerPositionSchema } from '@site/shared';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { invalid } from '../../../http/errors';
import { nameColumns, withoutHelperColumns } from '../../../kernel/definitionRules';

type Row = Record<string, unknown>;

/** A company names each position once (compared as folded Turkish text: 'güvenlik' is 'Güvenlik'). */
async function assertUniqueName(db: Db, input: Row, companyId: number): Promise<void> {
  if (typeof input.name !== 'string') return;
  let same = db
    .selectFrom('worker_positions')
    .select('id')
    .where('company_id', '=', companyId)
    .where('search', '=', foldTurkish(input.name));
  if (typeof input.id === 'number') same = same.where('id', '<>', input.id);
  if (await same.executeTakeFirst()) throw invalid('name', 'Bu pozisyon şirkette zaten var.');
}

/** Çalışan Pozisyonları: a management company's list of worker positions (spec §2 My company). */
export const workerPositionsResource: ResourceDef = {
  name: 'worker-positions',
  table: 'worker_positions',
  entityType: 'worker_position',
  owner: 'company',
  schema: workerPositionSchema,
  list: {
    orderBy: {
      name: 'worker_positions.name_sort',
      is_active: 'worker_positions.is_active',
      id: 'worker_positions.id',
    },
    defaultOrder: ['name', 'asc'],
    filters: {
      is_active: { column: 'worker_positions.is_active', kind: 'flag' },
      name: { column: 'worker_positions.search', kind: 'text', op: 'like' },
    },
    search: ['worker_positions.search'],
  },
  select: (db) => db.selectFrom('worker_positions').selectAll('worker_positions'),
  toRow: (input) => ({ ...input, ...flagsToRow(input, ['is_active']), ...nameColumns(input) }),
  toApi: (row) => ({ ...withoutHelperColumns(row), ...flagsToApi(row, ['is_active']) }),
  row: workerPositionRow,
  validate: assertUniqueName,
  exportTitle: 'Çalışan Pozisyonları',
  exportColumns: [
    { key: 'name', header: 'Pozisyon' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
  ],
};
