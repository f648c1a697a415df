import { z } from 'zod';
import { rowId, timestamp } from '../common/responses';

/** A provider of a complex (lawyer, bank commission, staff, supplier …) as answered. */
export const clusterProviderRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  provider_type_id: z.number().int(),
  name: z.string(),
  title: z.string(),
  tax_number: z.string().nullable(),
  iban: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  expense_type_id: rowId.nullable(),
  child_expense_type_id: rowId.nullable(),
  bank_integration_type_id: z.number().int().nullable(),
  bank_workflow_type_id: z.number().int(),
  is_active: z.boolean(),
  /** The company provider (My company) this provider was copied from, if any. */
  company_provider_id: rowId.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ClusterProvider = z.infer<typeof clusterProviderRow>;
