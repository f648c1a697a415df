import {
  houseAccountRow,
  houseBalanceListAnswer,
  lateFeeRunRow,
  lateFeeRunSchema,
  recordOf,
  residentAccountRow,
  residentBalanceListAnswer,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf } from '../../../http/auth';
import { clusterListRoute, clusterParams, idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { houseAccount, listHouseBalances, listResidentBalances, residentAccount, runLateFees } from './incomes.service';

const asOfQuery = z.object({
  as_of: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
const tags = ['incomes'];

/** /incomes: balances of houses and residents, one account in detail, collecting, late fees. */
export const incomeRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  clusterListRoute(
    app,
    '/clusters/:clusterId/house-balances',
    { tags, response: houseBalanceListAnswer },
    (id, query) => listHouseBalances(db, files, id, query),
  );
  clusterListRoute(
    app,
    '/clusters/:clusterId/resident-balances',
    { tags, response: residentBalanceListAnswer },
    (id, query) => listResidentBalances(db, files, id, query),
  );

  app.get(
    '/houses/:id/account',
    { schema: { tags, params: idParams, querystring: asOfQuery, response: { 200: recordOf(houseAccountRow) } } },
    async (request) => ({
      data: await houseAccount(db, authOf(request), request.params.id, request.query.as_of),
    }),
  );

  app.get(
    '/residents/:id/account',
    { schema: { tags, params: idParams, querystring: asOfQuery, response: { 200: recordOf(residentAccountRow) } } },
    async (request) => ({
      data: await residentAccount(db, authOf(request), request.params.id, request.query.as_of),
    }),
  );

  // Charges a month's late fees of the complex (also run by the scheduler for the month just ended).
  app.post(
    '/clusters/:clusterId/late-fees',
    { schema: { tags, params: clusterParams, body: lateFeeRunSchema, response: { 200: recordOf(lateFeeRunRow) } } },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      return { data: await runLateFees(db, actorOf(request), request.params.clusterId, request.body.period) };
    },
  );
};
