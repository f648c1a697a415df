import type { LateFeePreview, LateFeePreviewFee } from '@site/shared';
import { planLateFees } from '../../../accounting/lateFeeCharges';
import { describeDebts, lateness } from '../../../accounting/lateFeeTrace';
import { periodName } from '../../../accounting/periodName';
import type { Db } from '../../../db/connection';

/**
 * What charging the month's late fees would charge, without charging it: the same plan the charge writes
 * (`planLateFees`: the same debts, months, days and amounts, and the same 422 for a month that has not
 * ended), so the preview can never drift from it. Reads only.
 */
export async function previewLateFees(
  db: Db,
  clusterId: number,
  period: string,
  asOf: string,
): Promise<LateFeePreview> {
  const { rules, fees: planned } = await planLateFees(db, clusterId, period, asOf);
  const { settings } = rules;
  const charged = await db
    .selectFrom('debts')
    .select('amount')
    .where('cluster_id', '=', clusterId)
    .where('kind', '=', 'late_fee')
    .where('fee_period', '=', period)
    .execute();
  const parents = await describeDebts(
    db,
    planned.map((f) => f.parentDebtId as number),
  );
  const fees = planned.flatMap((fee): LateFeePreviewFee[] => {
    const parent = parents.get(fee.parentDebtId as number);
    if (!parent) return [];
    const computation = fee.computation ? JSON.parse(fee.computation) : null;
    return [
      {
        parent_debt_id: parent.id,
        house_id: fee.houseId,
        house_label: parent.house_label,
        resident_id: fee.residentId,
        resident_name: parent.resident_name,
        debt_description: parent.description,
        income_type_name: parent.income_type_name,
        debt_period: parent.period,
        due_on: parent.due_on,
        debt_amount: parent.amount,
        ...lateness(parent.due_on, period, computation),
        amount: fee.amount,
        text: computation?.text ?? '',
      },
    ];
  });
  fees.sort(
    (a, b) =>
      (a.house_label ?? '').localeCompare(b.house_label ?? '', 'tr', { numeric: true }) ||
      a.due_on.localeCompare(b.due_on) ||
      a.parent_debt_id - b.parent_debt_id,
  );
  return {
    period,
    period_name: periodName(period),
    as_of: asOf,
    settings: {
      method: settings.method,
      rate: settings.rateBp / 100,
      grace_days: settings.graceDays,
      grace_source: rules.graceSource,
    },
    charged: { count: charged.length, total: charged.reduce((s, f) => s + Number(f.amount), 0) },
    fees,
    count: fees.length,
    total: planned.reduce((s, f) => s + f.amount, 0),
  };
}
