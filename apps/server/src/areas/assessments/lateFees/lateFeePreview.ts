import type { LateFeePreview, LateFeePreviewFee } from '@site/shared';
import { planLateFees } from '../../../accounting/lateFeeCharges';
import { describeDebts, lateness } from '../../../accounting/lateFeeTrace';
import { periodName } from '../../../accounting/periodName';
import type { Db } from '../../../db/connection';
import { notFound } from '../../../http/errors';

type GraceSource = LateFeePreview['settings']['grace_source'];

/** Where the grace days in force come from: the complex's own setting, the company's delay days, or neither. */
async function graceSource(db: Db, clusterId: number): Promise<GraceSource> {
  const row = await db
    .selectFrom('clusters')
    .innerJoin('companies', 'companies.id', 'clusters.company_id')
    .select(['clusters.late_fee_grace_days', 'companies.delay_option_days'])
    .where('clusters.id', '=', clusterId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.late_fee_grace_days !== null) return 'cluster';
  return row.delay_option_days !== null ? 'company' : 'none';
}

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
  const source = await graceSource(db, clusterId);
  const { settings, fees: planned } = await planLateFees(db, clusterId, period, asOf);
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
      grace_source: source,
    },
    charged: { count: charged.length, total: charged.reduce((s, f) => s + Number(f.amount), 0) },
    fees,
    count: fees.length,
    total: planned.reduce((s, f) => s + f.amount, 0),
  };
}
