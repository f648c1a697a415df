import { z } from 'zod';
import { dateText, lira, rowId } from '../common/responses';
import { idParam } from '../common/zodRules';
import { REQUEST_STATUS } from '../communication/requests.schema';
import { monthText, unknownReportParameter } from '../reports/reportQuery.schema';

/**
 * `GET dashboard/charts`: the charts of the first screen, for a complex (`cluster_id`) or every complex of the
 * company the caller sees (a super administrator names the company with `company_id`). No period: the charts
 * are at today.
 */
export const dashboardChartsQuerySchema = z.strictObject(
  { cluster_id: idParam.optional(), company_id: idParam.optional() },
  unknownReportParameter,
);
export type DashboardChartsQuery = z.infer<typeof dashboardChartsQuerySchema>;

/** The ages of open debts at today, in the order the chart shows them. */
export const AGING_BUCKETS = ['not_due', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** Open requests: new, assigned and in progress; resolved, closed and rejected are done. */
export const OPEN_REQUEST_STATUSES = [REQUEST_STATUS.new, REQUEST_STATUS.assigned, REQUEST_STATUS.inProgress] as const;

/** One month of the last twelve: what was charged (debts falling due) and what was collected. */
const monthRow = z.object({ month: monthText, charged: lira, collected: lira });

const agingRow = z.object({ bucket: z.enum(AGING_BUCKETS), amount: lira });

/** A safe or bank account and its balance in the journal. */
const cashRow = z.object({
  account_kind: z.enum(['safe', 'bank_account']),
  account_id: rowId,
  name: z.string(),
  cluster_name: z.string(),
  balance: lira,
});

/** A resident by what they owe, or a house's debt that no resident carries (`resident_id` null). */
const debtorRow = z.object({
  resident_id: rowId.nullable(),
  house_id: rowId.nullable(),
  name: z.string(),
  cluster_id: rowId,
  cluster_name: z.string(),
  balance: lira,
});

const requestCount = z.object({ key: z.number().int(), count: z.number().int() });

export const dashboardCharts = z.object({
  /** Twelve months ending with this one, oldest first. */
  months: z.array(monthRow),
  aging: z.object({ buckets: z.array(agingRow), total: lira }),
  cash: z.object({ accounts: z.array(cashRow), total: lira }),
  /** At most ten, largest first. */
  debtors: z.array(debtorRow),
  requests: z.object({
    /** By status (new, assigned, in progress), every open status listed. */
    by_status: z.array(requestCount),
    /** By kind (breakdown, suggestion, complaint, maintenance), every kind listed. */
    by_kind: z.array(requestCount),
    total: z.number().int(),
  }),
});
export type DashboardCharts = z.infer<typeof dashboardCharts>;

export const dashboardChartsAnswer = z.object({
  data: dashboardCharts,
  meta: z.object({ today: dateText, cluster_id: z.number().int().nullable(), scope_name: z.string() }),
});
export type DashboardChartsAnswer = z.infer<typeof dashboardChartsAnswer>;
