import {
  fromKurus,
  idParam,
  otherExpenseSchema,
  REFUND_EXCEEDS_CREDIT_WARNING,
  refineOtherExpense,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, pageUrlOf, visibleRecord } from '../../../http/auth';
import { listResponse } from '../../../http/listResponse';
import { ACTION, writeActionLog } from '../../../kernel/actionLog';
import type { FileStorage } from '../../../storage/fileStorage';
import {
  findCollection,
  findDebt,
  findOtherExpense,
  otherExpenseList,
  selectOtherExpenses,
} from './otherExpenses.repository';
import { createOtherExpense, deleteOtherExpense, validateOtherExpenseLinks } from './otherExpenses.service';

type Row = Record<string, unknown>;
type Request = Parameters<typeof authOf>[0];
const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });
const tags = ['expenses'];
const money = (v: unknown) => (v === null || v === undefined ? null : fromKurus(Number(v)));

const otherExpenseToApi = (row: Row): Row => ({
  ...row,
  amount: money(row.amount),
  deferment_amount: money(row.deferment_amount),
});

/** 'Diğer Gider' (spec §2, §3): refunds and other money paid out to a house/resident, with their journal. */
export const otherExpenseRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  const find = async (request: Request, id: number) => {
    const row = await findOtherExpense(db, id);
    return visibleRecord(request, row);
  };

  /** Everything the read-only panel shows: names, the related collection and the related debt. */
  const show = async (id: number) => {
    const row = (await selectOtherExpenses(db).where('other_expenses.id', '=', id).executeTakeFirstOrThrow()) as Row;
    const collection = row.collection_id ? await findCollection(db, Number(row.collection_id)) : undefined;
    const debt = row.debt_id ? await findDebt(db, Number(row.debt_id)) : undefined;
    return {
      ...otherExpenseToApi(row),
      collecting: collection
        ? {
            id: collection.id,
            amount: fromKurus(Number(collection.amount)),
            collected_on: collection.collected_on,
            description: collection.description,
            receipt_no: collection.receipt_no,
          }
        : null,
      debt: debt
        ? {
            id: debt.id,
            amount: fromKurus(Number(debt.amount)),
            deferment_amount: money(row.deferment_amount),
            description: debt.description,
            due_on: debt.due_on,
            period: debt.period,
            income_type_name: debt.income_type_name,
          }
        : null,
    };
  };

  app.get(
    '/clusters/:clusterId/expense/other-expenses',
    { schema: { tags, params: clusterParams } },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      return listResponse({
        base: selectOtherExpenses(db).where('other_expenses.cluster_id', '=', request.params.clusterId),
        spec: otherExpenseList,
        raw: request.query as Row,
        cluster: { db, id: request.params.clusterId },
        idColumn: 'other_expenses.id',
        toApi: otherExpenseToApi,
        exportTitle: 'Diğer Giderler',
        exportColumns: [
          { key: 'spent_on', header: 'İşlem Tarihi', kind: 'date' },
          { key: 'income_type', header: 'Tip' },
          { key: 'house_label', header: 'Bağımsız Bölüm' },
          { key: 'resident_name', header: 'Sakin' },
          { key: 'place_name', header: 'Banka / Kasa' },
          { key: 'payback_reason', header: 'İade Nedeni' },
          { key: 'amount', header: 'Tutar', kind: 'money' },
          { key: 'description', header: 'Açıklama' },
        ],
        files,
        moneySums: { amount: 'other_expenses.amount' },
      });
    },
  );

  app.get('/expense/other-expenses/:id', { schema: { tags, params: idParams } }, async (request) => {
    await find(request, request.params.id);
    return { data: await show(request.params.id) };
  });

  app.post(
    '/expense/other-expenses',
    { schema: { tags, body: otherExpenseSchema.superRefine(refineOtherExpense) } },
    async (request, reply) => {
      const auth = authOf(request);
      const input = request.body;
      assertClusterAccess(auth, input.cluster_id);
      await validateOtherExpenseLinks(db, input);
      const { id, exceedsCredit } = await db.transaction().execute(async (trx) => {
        const created = await createOtherExpense(trx, input, auth.user.id);
        const after = await findOtherExpense(trx, created.id);
        await writeActionLog(trx, {
          userId: auth.user.id,
          clusterId: input.cluster_id,
          entityType: 'other_expense',
          entityId: created.id,
          action: ACTION.create,
          before: null,
          after: after as Row,
          pageUrl: pageUrlOf(request),
        });
        return created;
      });
      return reply.status(201).send({
        data: await show(id),
        ...(exceedsCredit ? { meta: { warnings: [REFUND_EXCEEDS_CREDIT_WARNING] } } : {}),
      });
    },
  );

  app.delete('/expense/other-expenses/:id', { schema: { tags, params: idParams } }, async (request) => {
    const auth = authOf(request);
    const before = await find(request, request.params.id);
    await db.transaction().execute(async (trx) => {
      await deleteOtherExpense(trx, before.id);
      await writeActionLog(trx, {
        userId: auth.user.id,
        clusterId: before.cluster_id,
        entityType: 'other_expense',
        entityId: before.id,
        action: ACTION.delete,
        before: before as Row,
        after: null,
        pageUrl: pageUrlOf(request),
      });
    });
    return { data: { deleted: true } };
  });
};
