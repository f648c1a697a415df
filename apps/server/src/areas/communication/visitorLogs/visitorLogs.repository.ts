import type { Db } from '../../../db/connection';

/** Who wrote a new visitor log: set once, on its creation (a later edit keeps the desk worker who logged it). */
export async function markCreator(trx: Db, id: number, userId: number): Promise<void> {
  await trx
    .updateTable('visitor_logs')
    .set({ created_by: userId })
    .where('id', '=', id)
    .where('created_by', 'is', null)
    .execute();
}

/** The log's complex and way out, to check the caller's access and whether the visitor already left. */
export function findVisitorLog(db: Db, id: number) {
  return db.selectFrom('visitor_logs').selectAll().where('id', '=', id).executeTakeFirst();
}

export type VisitorLogRecord = NonNullable<Awaited<ReturnType<typeof findVisitorLog>>>;

/**
 * Records the way out unless someone did already: only a row still without `left_at` changes, so two desks
 * pressing 'Çıkış' at once record one exit. Returns whether this call recorded it.
 */
export async function setLeftAt(trx: Db, id: number, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('visitor_logs')
    .set({ left_at: at, updated_at: at })
    .where('id', '=', id)
    .where('left_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
