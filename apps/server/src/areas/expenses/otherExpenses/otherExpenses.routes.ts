import {
  otherExpenseListAnswer,
  otherExpenseRow,
  otherExpenseSchema,
  REFUND_EXCEEDS_CREDIT_WARNING,
  recordOf,
  recordWithWarningsOf,
  refineOtherExpense,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf } from '../../../http/auth';
import { clusterListRoute, deleteRoute, recordRoute } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { findOtherExpense } from './otherExpenses.repository';
import { listOtherExpenses, recordOtherExpense, showOtherExpense, takeBackOtherExpense } from './otherExpenses.service';

const tags = ['expenses'];

/** 'Diğer Gider' (spec §2, §3): refunds and other money paid out to a house/resident, with their journal. */
export const otherExpenseRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  clusterListRoute(
    app,
    '/clusters/:clusterId/expense/other-expenses',
    { tags, response: otherExpenseListAnswer },
    (clusterId, query) => listOtherExpenses(db, files, clusterId, query),
  );
  recordRoute(
    app,
    '/expense/other-expenses/:id',
    { tags, response: recordOf(otherExpenseRow) },
    (id) => findOtherExpense(db, id),
    async (row) => ({ data: await showOtherExpense(db, row.id) }),
  );

  app.post(
    '/expense/other-expenses',
    {
      schema: {
        tags,
        body: otherExpenseSchema.superRefine(refineOtherExpense),
        response: { 201: recordWithWarningsOf(otherExpenseRow) },
      },
    },
    async (request, reply) => {
      assertClusterAccess(authOf(request), request.body.cluster_id);
      const { id, exceedsCredit } = await recordOtherExpense(db, actorOf(request), request.body);
      return reply.status(201).send({
        data: await showOtherExpense(db, id),
        ...(exceedsCredit ? { meta: { warnings: [REFUND_EXCEEDS_CREDIT_WARNING] } } : {}),
      });
    },
  );

  deleteRoute(
    app,
    '/expense/other-expenses/:id',
    { tags },
    (id) => findOtherExpense(db, id),
    (row, request) => takeBackOtherExpense(db, actorOf(request), row),
  );
};
