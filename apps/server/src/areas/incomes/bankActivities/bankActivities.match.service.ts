import { ALREADY_MATCHED_MESSAGE, OUTGOING_MESSAGE } from '@site/shared';
import type { Db } from '../../../db/connection';
import { HttpError, invalid, notFound } from '../../../http/errors';
import { ACTION, writeActionLog } from '../../../kernel/actionLog';
import { createCollection, validateCollectionLinks } from '../collections/collections.service';
import { closeOpenActivity, linkCollection, rawActivity } from './bankActivities.repository';
import type { Actor } from './bankActivities.service';

// Matching incoming lines into collections, one or many at once.

export type MatchItem = { id: number; house_id?: number | null; resident_id?: number | null };

/**
 * Turns one open incoming line into a collection for the house and/or payer, inside the caller's
 * transaction: the line is closed first (so a second, concurrent match of it fails), then the collection
 * writes the journal and pays the debts.
 */
async function matchOne(trx: Db, clusterId: number, item: MatchItem, actor: Actor): Promise<void> {
  const line = await rawActivity(trx, item.id);
  if (!line || line.cluster_id !== clusterId) throw notFound();
  if (line.is_closed === 1) throw invalid('id', ALREADY_MATCHED_MESSAGE);
  if (Number(line.amount) <= 0) throw invalid('id', OUTGOING_MESSAGE);
  const collection = {
    clusterId,
    houseId: item.house_id ?? null,
    residentId: item.resident_id ?? null,
    bankAccountId: line.bank_account_id,
    safeId: null,
    amount: Number(line.amount),
    collectedOn: line.activity_on,
    description: line.description,
    bankActivityId: line.id,
    createdBy: actor.userId,
  };
  await validateCollectionLinks(trx, collection);
  if (!(await closeOpenActivity(trx, line.id))) throw invalid('id', ALREADY_MATCHED_MESSAGE);
  const collectionId = await createCollection(trx, collection);
  await linkCollection(trx, line.id, collectionId);
  const after = await rawActivity(trx, line.id);
  await writeActionLog(trx, {
    userId: actor.userId,
    clusterId,
    entityType: 'bank_activity',
    entityId: line.id,
    action: ACTION.update,
    before: line,
    after: after ?? null,
    pageUrl: actor.pageUrl,
    impersonatorId: actor.impersonatorId,
  });
}

export async function matchActivity(db: Db, clusterId: number, item: MatchItem, actor: Actor): Promise<void> {
  await db.transaction().execute((trx) => matchOne(trx, clusterId, item, actor));
}

/** Many lines in one transaction: one refused line (its errors under `items.<n>`) matches none. */
export async function matchActivities(db: Db, clusterId: number, items: MatchItem[], actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, item] of items.entries()) {
      try {
        await matchOne(trx, clusterId, item, actor);
      } catch (error) {
        if (error instanceof HttpError && error.errors) {
          const errors = Object.fromEntries(
            Object.entries(error.errors).map(([field, messages]) => [`items.${index}.${field}`, messages]),
          );
          throw new HttpError(error.statusCode, error.message, errors);
        }
        throw error;
      }
    }
  });
}
