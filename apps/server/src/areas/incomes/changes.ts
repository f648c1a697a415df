import type { Db } from '../../db/connection';
import { ACTION } from '../../kernel/actionLog';
import { type Actor, logChange } from '../../kernel/changeLog';

// The area's documents (collections, account transfers) are written and taken back in one transaction each,
// with one action-log entry holding the stored row.

type Row = Record<string, unknown>;

/** Creates a record with `create` and logs it as `stored` reads it back; answers its id. */
export function createLogged(
  db: Db,
  actor: Actor,
  entity: { type: string; clusterId: number },
  create: (trx: Db) => Promise<number>,
  stored: (trx: Db, id: number) => Promise<Row | undefined>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await create(trx);
    await logChange(trx, actor, {
      clusterId: entity.clusterId,
      entityType: entity.type,
      entityId: id,
      action: ACTION.create,
      before: null,
      after: (await stored(trx, id)) ?? null,
    });
    return id;
  });
}

/** Takes back a record the caller may see with `remove`, and logs it as it was. */
export async function deleteLogged(
  db: Db,
  actor: Actor,
  entityType: string,
  before: { id: number; cluster_id: number },
  remove: (trx: Db, id: number) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await remove(trx, before.id);
    await logChange(trx, actor, {
      clusterId: before.cluster_id,
      entityType,
      entityId: before.id,
      action: ACTION.delete,
      before: before as Row,
      after: null,
    });
  });
}
