import { type TransferDueInput, toKurus } from '@site/shared';
import { periodOf } from '../../../accounting/dates';
import { insertDebts, type NewDebt } from '../../../accounting/debts';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { nowIso } from '../../../http/clock';
import { invalid } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import type { Actor } from '../../../kernel/changeLog';
import { assertLinked } from '../../../kernel/definitionRules';
import { createCollection } from '../../incomes';
import { currentOwners } from './assessments.repository';
import { assessmentLog } from './assessments.service';

/**
 * Opening balances (devir): a positive line is a debt of the house or resident, a negative line a credit
 * (alacak) that pays their next debts. Both sides post against the `opening` account.
 */
export async function createTransferDue(db: Db, input: TransferDueInput, actor: Actor): Promise<number> {
  const userId = actor.userId;
  const clusterId = input.cluster_id;
  if (input.income_type_id)
    await assertLinked(db, 'income_types', 'income_type_id', input.income_type_id, clusterId, { allowShared: true });
  for (const [i, line] of input.lines.entries()) {
    if (line.house_id == null && line.resident_id == null)
      throw invalid(`lines.${i}.house_id`, 'Bağımsız bölüm veya sakin seçin.');
    if (line.house_id != null) await assertLinked(db, 'houses', `lines.${i}.house_id`, line.house_id, clusterId);
    if (line.resident_id != null)
      await assertLinked(db, 'residents', `lines.${i}.resident_id`, line.resident_id, clusterId);
    if (line.amount === 0) throw invalid(`lines.${i}.amount`, 'Tutar sıfır olamaz.');
  }
  const owners = await currentOwners(
    db,
    clusterId,
    input.lines.filter((l) => l.house_id != null && l.resident_id == null).map((l) => l.house_id as number),
  );
  const description = input.description ?? 'Devir';
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const total = input.lines.reduce((sum, l) => sum + toKurus(l.amount), 0);
    const { id } = await trx
      .insertInto('assessments')
      .values({
        cluster_id: clusterId,
        assessment_type: 'transfer_due',
        income_type_id: input.income_type_id ?? null,
        description,
        search: foldTurkish(description),
        starts_on: input.starts_on,
        months: 1,
        total,
        line_count: input.lines.length,
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const debts: NewDebt[] = [];
    for (const line of input.lines) {
      const residentId = line.resident_id ?? (line.house_id != null ? (owners.get(line.house_id) ?? null) : null);
      const amount = toKurus(line.amount);
      if (amount > 0) {
        debts.push({
          houseId: line.house_id ?? null,
          residentId,
          incomeTypeId: input.income_type_id ?? null,
          kind: 'transfer_due',
          period: periodOf(input.starts_on),
          amount,
          dueOn: input.starts_on,
          description,
          assessmentId: id,
        });
      } else {
        await createCollection(trx, {
          clusterId,
          houseId: line.house_id ?? null,
          residentId,
          bankAccountId: null,
          safeId: null,
          amount: -amount,
          collectedOn: input.starts_on,
          description,
          assessmentId: id,
          createdBy: userId,
        });
      }
    }
    const { transactionId } = await insertDebts(trx, {
      clusterId,
      kind: 'transfer_due',
      occurredOn: input.starts_on,
      description,
      createdBy: userId,
      debts,
    });
    await trx.updateTable('assessments').set({ transaction_id: transactionId }).where('id', '=', id).execute();
    await assessmentLog(actor, ACTION.create, null)(trx, id);
    return id;
  });
}
