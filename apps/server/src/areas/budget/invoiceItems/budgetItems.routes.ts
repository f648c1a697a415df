import { budgetItemsAnswer, budgetItemsQuerySchema, exportFileSchema } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { periodEnd } from '../../../accounting/dates';
import type { Db } from '../../../db/connection';
import { authOf, visibleRecord } from '../../../http/auth';
import { writeExport } from '../../../http/export/exportList';
import type { ExportColumn } from '../../../http/export/exportTypes';
import { idParams } from '../../../http/routes';
import { reportMetaOf, reportScope, reportSummary, wantsExport } from '../../../kernel/reportScope';
import type { FileStorage } from '../../../storage/fileStorage';
import { type BudgetRecord, findBudget } from '../budgets.repository';
import { budgetItems } from './budgetItems.service';

const tags = ['budgets'];

const TITLES = { active: 'Bütçe Aktif Fatura Kalemleri', open: 'Bütçe Açık Fatura Kalemleri' } as const;

const COLUMNS: ExportColumn[] = [
  { key: 'type', header: 'Gider Tipi' },
  { key: 'billed_on', header: 'Tarih', kind: 'date' },
  { key: 'provider_name', header: 'Tedarikçi' },
  { key: 'bill_no', header: 'Fatura No' },
  { key: 'description', header: 'Açıklama' },
  { key: 'budget', header: 'Bütçe', kind: 'money' },
  { key: 'budget_to_date', header: 'Bugüne Kadar Bütçe', kind: 'money' },
  { key: 'actual', header: 'Gerçekleşen', kind: 'money' },
  { key: 'remaining', header: 'Kalan', kind: 'money' },
  { key: 'used', header: 'Kullanım %' },
  { key: 'open', header: 'Açık Tutar', kind: 'money' },
];

const percentText = (value: number | null) =>
  value === null ? '' : `${value.toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

/** The budget's twelve months as a report period. */
const periodOf = (budget: BudgetRecord) => ({ from: `${budget.starts_on}-01`, to: periodEnd(budget.ends_on) });

/**
 * Bütçe › Aktif / Açık Fatura Kalemleri: `GET /budgets/{id}/invoice-items?view=active|open` (a budget of a
 * complex the caller sees, else 404): the budget against its invoice items per expense type; export.
 */
export const budgetItemRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  app.get(
    '/budgets/:id/invoice-items',
    {
      schema: {
        tags,
        params: idParams,
        querystring: budgetItemsQuerySchema,
        response: { 200: budgetItemsAnswer.or(exportFileSchema) },
      },
    },
    async (request) => {
      const budget = visibleRecord(request, await findBudget(db, request.params.id));
      const query = request.query;
      const result = await budgetItems(db, budget, query.view);
      const scope = await reportScope(db, authOf(request), { cluster_id: budget.cluster_id });
      const period = periodOf(budget);
      if (wantsExport(query)) {
        const rows = result.types.flatMap((type) => [
          {
            type: type.expense_type_name,
            budget: type.budget,
            budget_to_date: type.budget_to_date,
            actual: type.actual,
            remaining: type.remaining,
            used: `${percentText(type.used_percent)}${type.overrun ? ' Aşım' : ''}`,
            open: type.open,
          },
          ...type.items.map((item) => ({
            type: '',
            billed_on: item.billed_on,
            provider_name: item.provider_name,
            bill_no: item.bill_no,
            description: item.description,
            actual: item.amount,
            open: item.open,
          })),
        ]);
        const { totals } = result;
        const summary = await reportSummary(db, files, scope, period, {
          budget: totals.budget,
          budget_to_date: totals.budget_to_date,
          actual: totals.actual,
          remaining: totals.remaining,
          open: totals.open,
        });
        const { fileName } = await writeExport({
          type: query.export_type,
          title: `${TITLES[query.view]} - ${budget.name}`,
          columns: COLUMNS,
          rows,
          files,
          summary,
        });
        return { data: { url: `/api/files/${fileName}` } };
      }
      return {
        data: {
          budget: {
            id: budget.id,
            name: budget.name,
            cluster_id: budget.cluster_id,
            status: budget.status,
            starts_on: budget.starts_on,
            ends_on: budget.ends_on,
          },
          ...result,
        },
        meta: reportMetaOf(scope, period),
      };
    },
  );
};
