import { type BudgetWizardInput, fromKurus, WIZARD_ONLY_APPROVED } from '@site/shared';
import { buildLines, type SplitHouse } from '../../../accounting/lines';
import type { Db } from '../../../db/connection';
import { invalid } from '../../../http/errors';
import { assertLinked } from '../../../kernel/definitionRules';
import { loadSplitHouses, shareMeterRounding } from '../../assessments';
import type { BudgetRecord } from '../budgets.repository';
import { showBudget } from '../budgets.routes';
import { type Pattern, patternsOf, splitMonths, weightOf } from './wizardSplit';

const ROUNDING_NAMES = { no_rounding: 'kuruş', round: 'tam lira' } as const;

export type WizardPlan = Awaited<ReturnType<typeof wizardPlan>>;

/** Block and house type names of the houses, for the preview table. */
async function houseNames(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, { block_name: string | null; house_type_name: string | null }>();
  const rows = await db
    .selectFrom('houses')
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .leftJoin('house_types', 'house_types.id', 'houses.house_type_id')
    .select(['houses.id', 'blocks.name as block_name', 'house_types.name as house_type_name'])
    .where('houses.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { block_name: r.block_name, house_type_name: r.house_type_name }]));
}

/** Checks that the lines built by the monthly charging from `pattern` are the previewed amounts of its months. */
function reproduces(
  pattern: Pattern,
  houses: SplitHouse[],
  split: BudgetWizardInput['split'],
  rounding: 'no_rounding' | 'round',
  expected: number[],
): boolean {
  const lines = buildLines(
    {
      assessmentType: split === 'house_type' ? 'house_type' : 'general',
      splitMethod: split === 'house_type' ? null : split,
      amountTypeId: 1,
      amount: pattern.amount === null ? null : fromKurus(pattern.amount),
      typeAmounts: pattern.type_amounts?.map((t) => ({ ...t, amount: fromKurus(t.amount) })) ?? null,
      startsOn: `${pattern.starts_on}-01`,
      months: 1,
    },
    houses,
    rounding,
  );
  const byHouse = new Map(lines.map((l) => [l.houseId, l.amount]));
  return houses.every((house, i) => (byHouse.get(house.id) ?? 0) === expected[i]);
}

/**
 * The dues of an approved budget: each charged month's budget total split over the houses by the chosen
 * weights and rounding (so every month sums exactly to the budget's month), and the periodical assessments that
 * would charge them month by month.
 */
export async function wizardPlan(db: Db, budget: BudgetRecord, input: BudgetWizardInput) {
  if (budget.status !== 'approved') throw invalid('budget_id', WIZARD_ONLY_APPROVED);
  const clusterId = budget.cluster_id;
  await assertLinked(db, 'income_types', 'income_type_id', input.income_type_id, clusterId, { allowShared: true });
  const typeWeights = new Map<number, number>();
  if (input.split === 'house_type') {
    if (!input.type_amounts?.length) throw invalid('type_amounts', 'Ev tiplerinin tutarlarını girin.');
    for (const line of input.type_amounts) {
      await assertLinked(db, 'house_types', 'type_amounts', line.house_type_id, clusterId);
      typeWeights.set(line.house_type_id, line.amount);
    }
  }
  const detail = await showBudget(db, budget.id);
  const first = input.first_month ?? detail.months[0];
  const from = detail.months.indexOf(first);
  if (from < 0) throw invalid('first_month', 'Bütçenin aylarından birini seçin.');
  const months = detail.months.slice(from);
  const monthTotals = detail.month_totals.slice(from);

  const houses = await loadSplitHouses(db, {
    clusterId,
    blockIds: null,
    debitorTypeId: 1,
    includeEmpty: input.include_empty,
    houseIds: null,
  });
  if (!houses.length) throw invalid('include_empty', 'Borçlandırılacak bağımsız bölüm yok.');
  const weights = houses.map((house) => weightOf(house, input.split, typeWeights));
  if (weights.every((w) => w === 0)) throw invalid('split', 'Seçilen dağıtım için bağımsız bölümlerde değer yok.');
  const perMonth = splitMonths(monthTotals, weights, input.rounding);

  const clusterRounding = await shareMeterRounding(db, clusterId);
  const { patterns, unevenMonth } = patternsOf(months, monthTotals, input.split, houses, perMonth);
  let applyError: string | null = null;
  if (input.rounding !== clusterRounding)
    applyError = `Aidatlar her ay sitenin yuvarlama ayarıyla (${ROUNDING_NAMES[clusterRounding]}) hesaplanır; bu yuvarlamayı seçin.`;
  else if (unevenMonth)
    applyError = `${unevenMonth} ayının tutarı aynı ev tipindeki bağımsız bölümlere eşit bölünemiyor; tutarları değiştirin ya da başka bir dağıtım seçin.`;
  else
    for (const pattern of patterns) {
      const m = months.indexOf(pattern.starts_on);
      if (!reproduces(pattern, houses, input.split, clusterRounding, perMonth[m]))
        applyError = `${pattern.starts_on} ayının tutarları periyodik borçlandırma olarak aynen kaydedilemiyor.`;
    }

  const names = await houseNames(
    db,
    houses.map((h) => h.id),
  );
  const rows = houses.map((house, i) => {
    const amounts = perMonth.map((month) => month[i]);
    return {
      house_id: house.id,
      block_name: names.get(house.id)?.block_name ?? null,
      house_label: house.label,
      house_type_name: names.get(house.id)?.house_type_name ?? null,
      weight: weights[i],
      months: amounts,
      total: amounts.reduce((a, b) => a + b, 0),
    };
  });
  const charged = months.map((_, m) => perMonth[m].reduce((a, b) => a + b, 0));
  return {
    months,
    houses: rows,
    month_totals: charged,
    budget_month_totals: monthTotals,
    total: charged.reduce((a, b) => a + b, 0),
    budget_total: detail.month_totals.reduce((a, b) => a + b, 0),
    cluster_rounding: clusterRounding,
    patterns,
    apply_error: applyError,
  };
}
