import { z } from 'zod';
import * as messages from '../common/messages';
import { dateText } from '../common/responses';
import { dateField, idParam } from '../common/zodRules';

/**
 * What every report and analysis takes: a complex (`cluster_id`) or, without it, every complex of the company
 * the caller sees (a super administrator names the company with `company_id`); a period (`date_from`/`date_to`;
 * without them the company's accounting view decides, see `accounting/period.ts`); and an export
 * (`export=1&export_type=xlsx|ods|pdf`) that answers `{ data: { url } }` instead of the rows.
 */
export const reportParams = {
  cluster_id: idParam.optional(),
  company_id: idParam.optional(),
  date_from: dateField().optional(),
  date_to: dateField().optional(),
  export: z.enum(['0', '1', 'true', 'false']).optional(),
  export_type: z.enum(['ods', 'xlsx', 'pdf'], { error: 'Dosya tipi ods, xlsx veya pdf olmalıdır.' }).default('xlsx'),
};

/** An unknown query parameter is a 422 naming it. */
export const unknownReportParameter = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Bu alana göre filtrelenemez: ${issue.keys?.join(', ')}` : undefined,
};

export const reportQuerySchema = z.strictObject(reportParams, unknownReportParameter);
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** Where a report's figures come from, as its `meta` says: the period and the complexes it covers. */
export const reportMeta = z.object({
  date_from: dateText.nullable(),
  date_to: dateText,
  /** The complex, or null for the whole company. */
  cluster_id: z.number().int().nullable(),
  /** The complex's name, or the company's for a company-wide report. */
  scope_name: z.string(),
});
export type ReportMeta = z.infer<typeof reportMeta>;

/** A month as reports name it, 'YYYY-MM'. */
export const monthText = z.string().regex(/^\d{4}-\d{2}$/, { error: messages.date });
