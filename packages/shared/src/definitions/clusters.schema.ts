import { z } from 'zod';
import { lira, rowId, timestamp } from '../common/responses';
import { ALLOCATION_ORDERS, SHARE_METER_ROUNDINGS, TECH_WORKER_AUTHORIZATIONS } from './definitions.schema';

/** A complex as its form reads it: its settings, the late fee rate in percent, flags as booleans. */
export const clusterRow = z.object({
  id: rowId,
  company_id: rowId,
  name: z.string(),
  title: z.string().nullable(),
  customer_name: z.string().nullable(),
  tax_number: z.string().nullable(),
  city_id: rowId.nullable(),
  district_id: rowId.nullable(),
  address: z.string().nullable(),
  management_type_id: z.number().int(),
  tech_worker_authorization: z.enum(TECH_WORKER_AUTHORIZATIONS),
  share_meter_rounding: z.enum(SHARE_METER_ROUNDINGS),
  bank_collecting_workflow_type_id: z.number().int().nullable(),
  bank_payment_workflow_type_id: z.number().int().nullable(),
  delay_calculation_type_id: z.number().int(),
  /** Percent a month. */
  late_fee_rate: z.number(),
  /** Empty: the company's delay option days; 0: no grace. */
  late_fee_grace_days: z.number().int().nullable(),
  due_day: z.number().int().nullable(),
  allocation_order: z.enum(ALLOCATION_ORDERS),
  is_active: z.boolean(),
  is_demo: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Cluster = z.infer<typeof clusterRow>;

/** A complex in the list and the complex picker: its company's name and how many houses it has. */
export const clusterListRow = clusterRow
  .pick({ id: true, name: true, title: true, company_id: true, is_active: true, is_demo: true, due_day: true })
  .extend({ company_name: z.string(), house_count: z.number().int() });
export type ClusterListItem = z.infer<typeof clusterListRow>;

/** A block or a unit type of a complex. */
export const clusterPartRow = z.object({ id: rowId, cluster_id: rowId, name: z.string() });
export type ClusterPart = z.infer<typeof clusterPartRow>;

/** The few figures of a complex the dashboard shows; money in lira. */
export const clusterDashboardRow = z.object({
  cluster_id: rowId,
  cluster_name: z.string(),
  block_count: z.number().int(),
  house_count: z.number().int(),
  resident_count: z.number().int(),
  houses_with_owner: z.number().int(),
  houses_with_renter: z.number().int(),
  bank_account_count: z.number().int(),
  safe_count: z.number().int(),
  open_debt: lira,
  cash: lira,
  month_collections: lira,
});
export type ClusterDashboard = z.infer<typeof clusterDashboardRow>;

/** The permissions the caller has in a complex, by name. */
export const clusterPermissionsRow = z.array(z.string());
