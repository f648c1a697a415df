import {
  accountCodeBodySchema,
  chartAccountRow,
  chartAnswer,
  idParam,
  ledgerAnswer,
  ledgerQuerySchema,
  recordOf,
  trialBalanceAnswer,
  trialBalanceQuerySchema,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf } from '../../../http/auth';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { loadChart } from './chart';
import { ledger, setAccountCode, trialBalance } from './chart.service';

const params = z.object({ clusterId: idParam });
const tags = ['accounting'];

/** Hesap Planı, Mizan and Muavin of a complex, all read from its journal. */
export const chartRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  app.get(
    '/clusters/:clusterId/accounts',
    { schema: { tags, params, response: { 200: chartAnswer } } },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      return { data: await loadChart(db, request.params.clusterId) };
    },
  );

  app.put(
    '/clusters/:clusterId/accounts/:key',
    {
      schema: {
        tags,
        params: params.extend({ key: z.string().max(40) }),
        body: accountCodeBodySchema,
        response: { 200: recordOf(chartAccountRow) },
      },
    },
    async (request) => {
      const { clusterId, key } = request.params;
      assertClusterAccess(authOf(request), clusterId);
      return setAccountCode(db, actorOf(request), clusterId, key, request.body.code);
    },
  );

  app.get(
    '/clusters/:clusterId/trial-balance',
    { schema: { tags, params, querystring: trialBalanceQuerySchema, response: { 200: trialBalanceAnswer } } },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      return trialBalance(db, files, request.params.clusterId, request.query);
    },
  );

  app.get(
    '/clusters/:clusterId/ledger',
    { schema: { tags, params, querystring: ledgerQuerySchema, response: { 200: ledgerAnswer } } },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      return ledger(db, files, request.params.clusterId, request.query);
    },
  );
};
