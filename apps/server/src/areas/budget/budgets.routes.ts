import {
  budgetApproveSchema,
  budgetCopySchema,
  budgetDetailRow,
  budgetMonths,
  budgetRow,
  budgetSchema,
  listAnswerOf,
  recordOf,
  refineBudget,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { assertClusterAccess, authOf, visibleRecord } from '../../http/auth';
import { notFound } from '../../http/errors';
import { idFilters } from '../../http/listQuery';
import { type ListDefinition, listRoute } from '../../http/listRoute';
import { clusterParams, deleteRoute, idParams } from '../../http/routes';
import { actorOf } from '../../kernel/changeLog';
import type { FileStorage } from '../../storage/fileStorage';
import { budgetLines, findBudget, selectBudgets } from './budgets.repository';
import { approveBudget, closeBudget, copyBudget, createBudget, deleteBudget, updateBudget } from './budgets.service';

type Row = Record<string, unknown>;

const tags = ['budgets'];
const STATUS_NAMES: Record<string, string> = { draft: 'Taslak', approved: 'Onaylandı', closed: 'Kapandı' };
const body = budgetSchema.superRefine(refineBudget);

function budgetToApi(row: Row): Row {
  const { cluster_name, ...rest } = row;
  return {
    ...rest,
    cluster_name,
    is_active: row.is_active === 1 || row.is_active === true,
    total: Number(row.total ?? 0),
  };
}

const budgetListing: ListDefinition = {
  spec: {
    orderBy: { id: 'budgets.id', name: 'budgets.name', starts_on: 'budgets.starts_on', status: 'budgets.status' },
    defaultOrder: ['starts_on', 'desc'],
    filters: {
      ...idFilters('budgets', ['cluster_id']),
      is_active: { column: 'budgets.is_active', kind: 'flag' },
      status: { column: 'budgets.status', kind: 'text' },
    },
    search: [],
  },
  idColumn: 'budgets.id',
  toApi: budgetToApi,
  exportTitle: 'Bütçeler',
  exportColumns: [
    { key: 'cluster_name', header: 'Site' },
    { key: 'name', header: 'Bütçe' },
    { key: 'starts_on', header: 'Başlangıç' },
    { key: 'ends_on', header: 'Bitiş' },
    { key: 'status', header: 'Durum' },
    { key: 'approved_on', header: 'Onay Tarihi', kind: 'date' },
    { key: 'decision_no', header: 'Karar No' },
    { key: 'total', header: 'Toplam', kind: 'money' },
  ],
  exportRow: (row: Row) => ({
    ...row,
    status: STATUS_NAMES[String(row.status)] ?? row.status,
    total: Number(row.total),
  }),
  defaultPerPage: 20,
};

/** A budget whole: its row, its twelve months, one line per expense type and each month's total (kuruş). */
export async function showBudget(db: Db, id: number) {
  const row = await selectBudgets(db).where('budgets.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const months = budgetMonths(row.starts_on);
  const byType = new Map<number, { expense_type_id: number; expense_type_name: string; months: number[] }>();
  for (const line of await budgetLines(db, id)) {
    const type = Number(line.expense_type_id);
    const entry = byType.get(type) ?? {
      expense_type_id: type,
      expense_type_name: line.name,
      months: months.map(() => 0),
    };
    const index = months.indexOf(line.month);
    if (index >= 0) entry.months[index] += Number(line.amount);
    byType.set(type, entry);
  }
  const lines = [...byType.values()].map((line) => ({ ...line, total: line.months.reduce((a, b) => a + b, 0) }));
  const month_totals = months.map((_, i) => lines.reduce((sum, line) => sum + line.months[i], 0));
  return { ...(budgetToApi(row as Row) as ReturnType<typeof budgetRow.parse>), months, lines, month_totals };
}

/**
 * Bütçe Tanımı: `GET /budgets` (every complex the caller sees; cluster_id, is_active, status; export) and
 * `GET /clusters/{id}/budgets`, `GET /budgets/{id}` whole, `POST /clusters/{id}/budgets`, `PUT`/`DELETE
 * /budgets/{id}` (drafts only), and the state changes `/copy`, `/approve`, `/close`. Writes need `edit-budget`.
 */
export const budgetRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  const list = listAnswerOf(budgetRow);
  const visible = async (request: Parameters<typeof authOf>[0], id: number) =>
    visibleRecord(request, await findBudget(db, id));
  const base = () => selectBudgets(db);
  listRoute(app, {
    path: '/budgets',
    tags,
    response: list,
    scope: { cluster: 'budgets.cluster_id' },
    base,
    db,
    files,
    ...budgetListing,
  });
  listRoute(app, {
    path: '/clusters/:clusterId/budgets',
    tags,
    params: clusterParams,
    response: list,
    scope: { cluster: 'budgets.cluster_id' },
    base,
    db,
    files,
    ...budgetListing,
  });

  app.get(
    '/budgets/:id',
    { schema: { tags, params: idParams, response: { 200: recordOf(budgetDetailRow) } } },
    async (request) => {
      const budget = await visible(request, request.params.id);
      return { data: await showBudget(db, budget.id) };
    },
  );

  app.post(
    '/clusters/:clusterId/budgets',
    { schema: { tags, params: clusterParams, body, response: { 201: recordOf(budgetDetailRow) } } },
    async (request, reply) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      const id = await createBudget(db, request.params.clusterId, request.body, actorOf(request));
      return reply.status(201).send({ data: await showBudget(db, id) });
    },
  );

  app.put(
    '/budgets/:id',
    { schema: { tags, params: idParams, body, response: { 200: recordOf(budgetDetailRow) } } },
    async (request) => {
      const budget = await visible(request, request.params.id);
      await updateBudget(db, budget, request.body, actorOf(request));
      return { data: await showBudget(db, budget.id) };
    },
  );

  deleteRoute(
    app,
    '/budgets/:id',
    { tags },
    (id) => findBudget(db, id),
    (budget, request) => deleteBudget(db, budget, actorOf(request)),
  );

  app.post(
    '/budgets/:id/copy',
    { schema: { tags, params: idParams, body: budgetCopySchema, response: { 201: recordOf(budgetDetailRow) } } },
    async (request, reply) => {
      const budget = await visible(request, request.params.id);
      const id = await copyBudget(db, budget, request.body, actorOf(request));
      return reply.status(201).send({ data: await showBudget(db, id) });
    },
  );

  app.post(
    '/budgets/:id/approve',
    { schema: { tags, params: idParams, body: budgetApproveSchema, response: { 200: recordOf(budgetDetailRow) } } },
    async (request) => {
      const budget = await visible(request, request.params.id);
      await approveBudget(db, budget, request.body, actorOf(request));
      return { data: await showBudget(db, budget.id) };
    },
  );

  app.post(
    '/budgets/:id/close',
    { schema: { tags, params: idParams, response: { 200: recordOf(budgetDetailRow) } } },
    async (request) => {
      const budget = await visible(request, request.params.id);
      await closeBudget(db, budget, actorOf(request));
      return { data: await showBudget(db, budget.id) };
    },
  );
};
