import { z } from 'zod';
import { dateText, lira, rowId } from '../common/responses';
import { reportMeta, reportParams, unknownReportParameter } from '../reports/reportQuery.schema';

// Bütçe › Aktif / Açık Fatura Kalemleri: a budget's invoice items against its lines.

export const BUDGET_ITEM_VIEWS = ['active', 'open'] as const;
export type BudgetItemView = (typeof BUDGET_ITEM_VIEWS)[number];

/** `GET /budgets/{id}/invoice-items`: the view and an export; the complex and period are the budget's. */
export const budgetItemsQuerySchema = z.strictObject(
  {
    view: z.enum(BUDGET_ITEM_VIEWS, { error: 'Görünüm active veya open olmalıdır.' }).default('active'),
    export: reportParams.export,
    export_type: reportParams.export_type,
  },
  unknownReportParameter,
);
export type BudgetItemsQuery = z.infer<typeof budgetItemsQuerySchema>;

/** One invoice item behind a type's actual: its invoice's date, provider, bill no, and what is still unpaid. */
export const budgetInvoiceItemRow = z.object({
  invoice_item_id: rowId,
  invoice_id: rowId,
  billed_on: dateText,
  provider_name: z.string(),
  bill_no: z.string().nullable(),
  description: z.string().nullable(),
  amount: lira,
  open: lira,
});
export type BudgetInvoiceItem = z.infer<typeof budgetInvoiceItemRow>;

/** One expense type of the budget (or the items outside it, `expense_type_id` null: 'Bütçe dışı'). */
export const budgetItemTypeRow = z.object({
  expense_type_id: rowId.nullable(),
  expense_type_name: z.string(),
  in_budget: z.boolean(),
  budget: lira,
  budget_to_date: lira,
  actual: lira,
  /** The type's expense-account debits in the journal over the same months (equal to `actual`). */
  journal_actual: lira.nullable(),
  remaining: lira,
  /** actual / budget × 100, one decimal; null without a budget. */
  used_percent: z.number().nullable(),
  overrun: z.boolean(),
  open: lira,
  items: z.array(budgetInvoiceItemRow),
});
export type BudgetItemType = z.infer<typeof budgetItemTypeRow>;

export const budgetItemsTotals = z.object({
  budget: lira,
  budget_to_date: lira,
  actual: lira,
  remaining: lira,
  used_percent: z.number().nullable(),
  open: lira,
});

export const budgetItemsAnswer = z.object({
  data: z.object({
    budget: z.object({
      id: rowId,
      name: z.string(),
      cluster_id: rowId,
      status: z.string(),
      starts_on: z.string(),
      ends_on: z.string(),
    }),
    view: z.enum(BUDGET_ITEM_VIEWS),
    /** The last month counted in `budget_to_date` ('YYYY-MM'). */
    to_month: z.string(),
    types: z.array(budgetItemTypeRow),
    totals: budgetItemsTotals,
  }),
  meta: reportMeta,
});
export type BudgetItemsAnswer = z.infer<typeof budgetItemsAnswer>;
