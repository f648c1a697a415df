import {
  deletedSchema,
  idParam,
  otherExpenseListAnswer,
  otherExpenseRow,
  otherExpenseSchema,
  REFUND_EXCEEDS_CREDIT_WARNING,
  recordOf,
  recordWithWarningsOf,
  refineOtherExpense,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, visibleRecord } from '../../../http/auth';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { findOtherExpense } from './otherExpenses.repository';
import { listOtherExpenses, recordOtherExpense, showOtherExpense, takeBackOtherExpense } from './otherExpenses.service';

type Row = Record<string, unknown>;
type Request = Parameters<typeof authOf>[0];
const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });
const tags = ['expenses'];

/** 'Diğer Gider' (spec §2, §3): refunds and other money paid out to a house/resident, with their journal. */
export const otherExpenseRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  const find = async (request: Request, id: number) => visibleRecord(request, await findOtherExpense(db, id));

  app.get(
    '/clusters/:clusterId/expense/other-expenses',
    { schema: { tags, params: clusterParams, response: { 200: otherExpenseListAnswer } } },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      return listOtherExpenses(db, files, request.params.clusterId, request.query as Row);
    },
  );

  app.get(
    '/expense/other-expenses/:id',
    { schema: { tags, params: idParams, response: { 200: recordOf(otherExpenseRow) } } },
    async (request) => {
      await find(request, request.params.id);
      return { data: await showOtherExpense(db, request.params.id) };
    },
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

  app.delete(
    '/expense/other-expenses/:id',
    { schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await takeBackOtherExpense(db, actorOf(request), await find(request, request.params.id));
      return { data: { deleted: true as const } };
    },
  );
};
