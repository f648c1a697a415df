import {
  type AssessmentInput,
  DATE_MAX,
  formatMoney,
  fromKurus,
  MONEY_MAX,
  messages,
  type TransferDueInput,
  toKurus,
} from '@site/shared';
import { periodOf } from '../../accounting/dates';
import { deleteDebts, insertDebts, type NewDebt } from '../../accounting/debts';
import { removeTransaction } from '../../accounting/journal';
import { buildLines, type Line, SplitError, type SplitHouse } from '../../accounting/lines';
import type { Rounding } from '../../accounting/split';
import type { Db } from '../../db/connection';
import { foldTurkish } from '../../db/turkish';
import { nowIso } from '../../http/clock';
import { invalid, notFound } from '../../http/errors';
import { createCollection } from '../collections/collections.service';
import { assertLinked } from '../otherDefinitions/definitionRules';
import { currentOwners, loadSplitHouses } from './assessments.repository';

/** The largest line (debt) an assessment may write, in kuruş: what the line's own form accepts. */
const LINE_MAX = toKurus(MONEY_MAX);

type Row = Record<string, unknown>;
/** Runs inside the write's transaction with the assessment id (the action log). */
export type AfterWrite = (trx: Db, id: number) => Promise<void>;

export type Preview = {
  lines: (Line & { house_label: string; resident_name: string | null })[];
  houses: {
    house_id: number;
    house_label: string;
    resident_id: number | null;
    resident_name: string | null;
    amount: number;
  }[];
  total: number;
};

async function roundingOf(db: Db, clusterId: number): Promise<Rounding> {
  const cluster = await db
    .selectFrom('clusters')
    .select('share_meter_rounding')
    .where('id', '=', clusterId)
    .executeTakeFirst();
  if (!cluster) throw notFound();
  return cluster.share_meter_rounding === 'round' ? 'round' : 'no_rounding';
}

async function validateLinks(db: Db, input: AssessmentInput): Promise<void> {
  await assertLinked(db, 'income_types', 'income_type_id', input.income_type_id, input.cluster_id, {
    allowShared: true,
  });
  for (const blockId of input.block_ids ?? []) await assertLinked(db, 'blocks', 'block_ids', blockId, input.cluster_id);
  for (const line of input.type_amounts ?? [])
    await assertLinked(db, 'house_types', 'type_amounts', line.house_type_id, input.cluster_id);
}

/** The lines an assessment would write, per house and month, without writing anything. */
export async function previewAssessment(
  db: Db,
  input: AssessmentInput,
): Promise<{ preview: Preview; houses: SplitHouse[] }> {
  await validateLinks(db, input);
  const houses = await loadSplitHouses(db, {
    clusterId: input.cluster_id,
    blockIds: input.calculation_type_id === 2 ? (input.block_ids ?? []) : null,
    debitorTypeId: input.debitor_type_id,
    includeEmpty: input.include_empty ?? true,
    houseIds: input.assessment_type === 'free' ? (input.house_amounts ?? []).map((h) => h.house_id) : null,
  });
  if (input.assessment_type === 'free') {
    const known = new Set(houses.map((h) => h.id));
    if ((input.house_amounts ?? []).some((h) => !known.has(h.house_id)))
      throw invalid('house_amounts', 'Öğe bulunamadı.');
  }
  let lines: Line[];
  try {
    lines = buildLines(
      {
        assessmentType: input.assessment_type,
        splitMethod: input.split_method,
        parameter: input.parameter,
        amountTypeId: input.amount_type_id,
        amount: input.amount,
        houseAmounts: input.house_amounts,
        typeAmounts: input.type_amounts,
        startsOn: input.starts_on,
        months: input.months,
      },
      houses,
      await roundingOf(db, input.cluster_id),
    );
  } catch (error) {
    if (error instanceof SplitError)
      throw invalid(input.assessment_type === 'general' ? 'split_method' : 'amount', error.message);
    throw error;
  }
  if (!lines.length) throw invalid('amount', 'Borçlandırılacak bağımsız bölüm yok.');
  const byId = new Map(houses.map((h) => [h.id, h]));
  // Every month's due date stays a date of money (the lines fall on the start's day, month after month).
  const lastDue = lines.reduce((last, line) => (line.dueOn > last ? line.dueOn : last), '');
  if (lastDue > DATE_MAX) throw invalid('months', messages.dateBefore('12.12.2099'));
  // A line must stay one a manager can edit (the line form's limit), e.g. a unit price times a large area.
  const over = lines.find((line) => line.amount > LINE_MAX);
  if (over)
    throw invalid(
      'amount',
      `Bir bağımsız bölüme en fazla ${formatMoney(LINE_MAX)} düşebilir: ${byId.get(over.houseId)?.label ?? ''} için ${formatMoney(over.amount)} hesaplandı.`,
    );
  const perHouse = new Map<number, Preview['houses'][number]>();
  for (const line of lines) {
    const house = byId.get(line.houseId) as SplitHouse;
    const entry = perHouse.get(line.houseId) ?? {
      house_id: house.id,
      house_label: house.label,
      resident_id: house.debtorId,
      resident_name: house.debtorName,
      amount: 0,
    };
    entry.amount += line.amount;
    perHouse.set(line.houseId, entry);
  }
  return {
    houses,
    preview: {
      lines: lines.map((l) => ({
        ...l,
        house_label: byId.get(l.houseId)?.label ?? '',
        resident_name: byId.get(l.houseId)?.debtorName ?? null,
      })),
      houses: [...perHouse.values()],
      total: lines.reduce((sum, l) => sum + l.amount, 0),
    },
  };
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The assessment row of a payload (money as kuruş, lists as JSON text). */
function assessmentColumns(input: AssessmentInput) {
  return {
    assessment_type: input.assessment_type,
    income_type_id: input.income_type_id,
    description: input.description ?? null,
    search: foldTurkish(input.description ?? ''),
    split_method: input.assessment_type === 'general' ? (input.split_method ?? null) : null,
    parameter: input.assessment_type === 'parametric' ? (input.parameter ?? null) : null,
    debitor_type_id: input.debitor_type_id,
    calculation_type_id: input.calculation_type_id,
    block_ids: input.calculation_type_id === 2 ? json(input.block_ids) : null,
    include_empty: input.include_empty === false ? 0 : 1,
    amount_type_id: input.amount_type_id,
    amount: input.amount == null ? null : toKurus(input.amount),
    house_amounts: input.assessment_type === 'free' ? json(input.house_amounts) : null,
    type_amounts: input.assessment_type === 'house_type' ? json(input.type_amounts) : null,
    starts_on: input.starts_on,
    months: input.months,
  };
}

/** Writes the debts of an assessment and its journal; the lines come from `preview`. */
async function writeLines(
  trx: Db,
  assessmentId: number,
  clusterId: number,
  incomeTypeId: number | null,
  description: string | null,
  preview: Preview,
  userId: number | null,
  kind: 'assessment' | 'periodical' = 'assessment',
): Promise<void> {
  const debts: NewDebt[] = preview.lines.map((l) => ({
    houseId: l.houseId,
    residentId: l.residentId,
    incomeTypeId,
    kind: 'assessment',
    period: l.period,
    amount: l.amount,
    dueOn: l.dueOn,
    description,
    assessmentId,
  }));
  const startsOn = preview.lines.reduce((min, l) => (l.dueOn < min ? l.dueOn : min), preview.lines[0].dueOn);
  const { transactionId } = await insertDebts(trx, {
    clusterId,
    kind,
    occurredOn: startsOn,
    description,
    createdBy: userId,
    debts,
  });
  await trx
    .updateTable('assessments')
    .set({
      transaction_id: transactionId,
      total: preview.total,
      line_count: preview.lines.length,
      updated_at: nowIso(),
    })
    .where('id', '=', assessmentId)
    .execute();
}

export async function createAssessment(
  db: Db,
  input: AssessmentInput,
  userId: number | null,
  extra: { periodicalAssessmentId?: number; period?: string } = {},
  log?: AfterWrite,
): Promise<number | null> {
  const { preview } = await previewAssessment(db, input);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    let insert = trx.insertInto('assessments').values({
      ...assessmentColumns(input),
      cluster_id: input.cluster_id,
      periodical_assessment_id: extra.periodicalAssessmentId ?? null,
      period: extra.period ?? null,
      created_by: userId,
      created_at: now,
      updated_at: now,
    });
    // A period of a periodical assessment that exists already (another server, a restart) is left alone.
    if (extra.periodicalAssessmentId)
      insert = insert.onConflict((oc) => oc.columns(['periodical_assessment_id', 'period']).doNothing());
    const inserted = await insert.returning('id').executeTakeFirst();
    if (!inserted) return null;
    await writeLines(
      trx,
      inserted.id,
      input.cluster_id,
      input.income_type_id,
      input.description ?? null,
      preview,
      userId,
      extra.periodicalAssessmentId ? 'periodical' : 'assessment',
    );
    await log?.(trx, inserted.id);
    return inserted.id;
  });
}

/** Every debt id of an assessment. */
async function debtIdsOf(trx: Db, assessmentId: number): Promise<number[]> {
  const rows = await trx.selectFrom('debts').select('id').where('assessment_id', '=', assessmentId).execute();
  return rows.map((r) => r.id);
}

/** Removes what an assessment wrote: its debts (with fees and allocations), opening credits and journal. */
async function clearAssessment(trx: Db, assessment: { id: number; cluster_id: number; transaction_id: number | null }) {
  const credits = await trx
    .selectFrom('collections')
    .select(['id', 'transaction_id'])
    .where('assessment_id', '=', assessment.id)
    .execute();
  for (const credit of credits) {
    await trx.deleteFrom('allocations').where('collection_id', '=', credit.id).execute();
    await trx.deleteFrom('collections').where('id', '=', credit.id).execute();
    await removeTransaction(trx, credit.transaction_id);
  }
  await deleteDebts(trx, assessment.cluster_id, await debtIdsOf(trx, assessment.id));
  await removeTransaction(trx, assessment.transaction_id);
}

/**
 * Editing an assessment. When no line's money changes (the same houses, debtors, due dates and amounts, and
 * the same income type), the lines stay with what paid them and their late fees, and only the words change.
 * Otherwise the lines are replaced: the old debts and entries go, the new ones are written.
 */
export async function updateAssessment(
  db: Db,
  id: number,
  input: AssessmentInput,
  userId: number | null,
  log?: AfterWrite,
) {
  const { preview } = await previewAssessment(db, input);
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    if (existing.income_type_id === input.income_type_id && (await sameLines(trx, id, preview))) {
      const description = input.description ?? null;
      await trx
        .updateTable('assessments')
        .set({ ...assessmentColumns(input), updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('debts')
        .set({ description })
        .where('assessment_id', '=', id)
        .where('kind', '=', 'assessment')
        .execute();
      if (existing.transaction_id !== null) {
        await trx
          .updateTable('journal_transactions')
          .set({ description })
          .where('id', '=', existing.transaction_id)
          .execute();
        await trx
          .updateTable('journal_entries')
          .set({ description })
          .where('transaction_id', '=', existing.transaction_id)
          .execute();
      }
      await log?.(trx, id);
      return;
    }
    await clearAssessment(trx, existing);
    await trx
      .updateTable('assessments')
      .set({ ...assessmentColumns(input), transaction_id: null, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await writeLines(trx, id, existing.cluster_id, input.income_type_id, input.description ?? null, preview, userId);
    await log?.(trx, id);
  });
}

/**
 * The houses and months of `lines` already charged with the same income type by another assessment: the
 * same dues charged twice, which the screen asks the manager to confirm before saving.
 */
export async function findRepeats(
  db: Db,
  clusterId: number,
  incomeTypeId: number | null,
  lines: Line[],
): Promise<{ house_count: number; periods: string[] }> {
  if (incomeTypeId === null || !lines.length) return { house_count: 0, periods: [] };
  const wanted = new Set(lines.map((l) => `${l.houseId}|${l.period}`));
  const periods = [...new Set(lines.map((l) => l.period))];
  const houseIds = [...new Set(lines.map((l) => l.houseId))];
  const charged: { house_id: number | null; period: string | null }[] = [];
  for (let i = 0; i < houseIds.length; i += 500) {
    charged.push(
      ...(await db
        .selectFrom('debts')
        .select(['house_id', 'period'])
        .distinct()
        .where('cluster_id', '=', clusterId)
        .where('kind', '=', 'assessment')
        .where('income_type_id', '=', incomeTypeId)
        .where('period', 'in', periods)
        .where('house_id', 'in', houseIds.slice(i, i + 500))
        .execute()),
    );
  }
  const repeated = charged.filter((d) => wanted.has(`${d.house_id}|${d.period}`));
  return {
    house_count: new Set(repeated.map((d) => d.house_id)).size,
    periods: [...new Set(repeated.map((d) => d.period as string))].sort(),
  };
}

/** Whether the assessment's lines are exactly the preview's: house, debtor, due date and amount. */
async function sameLines(trx: Db, assessmentId: number, preview: Preview): Promise<boolean> {
  const key = (house: number | null, resident: number | null, dueOn: string, amount: number) =>
    `${house}|${resident}|${dueOn}|${amount}`;
  const existing = await trx
    .selectFrom('debts')
    .select(['house_id', 'resident_id', 'due_on', 'amount'])
    .where('assessment_id', '=', assessmentId)
    .where('kind', '=', 'assessment')
    .execute();
  const before = existing.map((d) => key(d.house_id, d.resident_id, d.due_on, Number(d.amount))).sort();
  const after = preview.lines.map((l) => key(l.houseId, l.residentId, l.dueOn, l.amount)).sort();
  return before.length === after.length && before.every((k, i) => k === after[i]);
}

export async function deleteAssessment(trx: Db, id: number): Promise<void> {
  const existing = await trx.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!existing) throw notFound();
  await clearAssessment(trx, existing);
  await trx.deleteFrom('assessments').where('id', '=', id).execute();
}

/**
 * Opening balances (devir): a positive line is a debt of the house or resident, a negative line a credit
 * (alacak) that pays their next debts. Both sides post against the `opening` account.
 */
export async function createTransferDue(
  db: Db,
  input: TransferDueInput,
  userId: number | null,
  log?: AfterWrite,
): Promise<number> {
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
    await log?.(trx, id);
    return id;
  });
}

/** API shape of an assessment row. */
export function assessmentToApi({ search: _search, ...row }: Row): Row {
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : null);
  const money = (v: unknown) => (v === null || v === undefined ? null : fromKurus(Number(v)));
  const houseAmounts = parse(row.house_amounts) as { house_id: number; amount: number }[] | null;
  return {
    ...row,
    include_empty: row.include_empty === 1 || row.include_empty === true,
    block_ids: parse(row.block_ids),
    house_amounts: houseAmounts,
    type_amounts: parse(row.type_amounts),
    amount: money(row.amount),
    total: money(row.total),
    paid: money(row.paid ?? 0),
    line_count: Number(row.line_count ?? 0),
  };
}
