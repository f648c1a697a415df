import { type AssessmentInput, DATE_MAX, formatMoney, MONEY_MAX, messages, toKurus } from '@site/shared';
import { buildLines, type Line, SplitError, type SplitHouse } from '../../../accounting/lines';
import type { Db } from '../../../db/connection';
import { invalid } from '../../../http/errors';
import { assertLinked } from '../../../kernel/definitionRules';
import { chargedHouseMonths, loadSplitHouses, shareMeterRounding } from './assessments.repository';

/** The largest line (debt) an assessment may write, in kuruş: what the line's own form accepts. */
const LINE_MAX = toKurus(MONEY_MAX);

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
      await shareMeterRounding(db, input.cluster_id),
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
  const charged = await chargedHouseMonths(db, clusterId, incomeTypeId, lines);
  const repeated = charged.filter((d) => wanted.has(`${d.house_id}|${d.period}`));
  return {
    house_count: new Set(repeated.map((d) => d.house_id)).size,
    periods: [...new Set(repeated.map((d) => d.period as string))].sort(),
  };
}

/** What the screen shows before saving: the lines, per house and in total, and the same dues charged before. */
export async function previewForScreen(db: Db, input: AssessmentInput) {
  const { preview } = await previewAssessment(db, input);
  const repeats = await findRepeats(db, input.cluster_id, input.income_type_id ?? null, preview.lines);
  return {
    repeats,
    total: preview.total,
    house_count: preview.houses.length,
    line_count: preview.lines.length,
    houses: preview.houses,
    lines: preview.lines.map((l) => ({
      house_id: l.houseId,
      house_label: l.house_label,
      resident_id: l.residentId,
      resident_name: l.resident_name,
      due_on: l.dueOn,
      period: l.period,
      amount: l.amount,
    })),
  };
}
