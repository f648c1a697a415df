import { workerPositionRow, workerPositionSchema } from '@site/shared';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import type { ResourceDef } from '../../../http/defineResource';
import { invalid } from '../../../http/errors';
import { commonColumns } from '../../../http/export/commonColumns';
import { namedList, namedRowMapping } from '../../../kernel/namedResource';

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
  list: namedList('worker_positions'),
  select: (db) => db.selectFrom('worker_positions').selectAll('worker_positions'),
  ...namedRowMapping(),
  row: workerPositionRow,
  validate: assertUniqueName,
  exportTitle: 'Çalışan Pozisyonları',
  exportColumns: [{ key: 'name', header: 'Pozisyon' }, commonColumns.is_active],
};
