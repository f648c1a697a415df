import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { isPostgres } from '../../../db/schemaHelpers';
import { nowIso } from '../../../http/clock';

type Row = Record<string, unknown>;

/**
 * One default provider per complex: a row written with is_default clears the flag on the complex's other
 * rows, inside the same transaction. On PostgreSQL the complex's row is locked first (FOR NO KEY UPDATE,
 * which the foreign-key checks of concurrent inserts do not block), so two writers setting a default at
 * once are serialised and the later one wins; SQLite serialises writers by itself.
 */
export function keepSingleDefault(table: 'cluster_notification_providers' | 'cluster_payment_providers') {
  return async (trx: Db, row: Row): Promise<void> => {
    if (Number(row.is_default) !== 1) return;
    const clusterId = Number(row.cluster_id);
    if (isPostgres(trx)) {
      await sql`select id from clusters where id = ${clusterId} for no key update`.execute(trx);
    }
    await trx
      .updateTable(table)
      .set({ is_default: 0, updated_at: nowIso() })
      .where('cluster_id', '=', clusterId)
      .where('id', '!=', Number(row.id))
      .where('is_default', '=', 1)
      .execute();
  };
}
