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
import { today } from '../../../accounting/dates';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, visibleRecord } from '../../../http/auth';
import { clusterListRoute, clusterParams, idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { findAccountHouse, findAccountResident } from './incomes.repository';
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
  // The balances of a complex's houses, and of its residents.
  for (const [path, response, list] of [
    ['/clusters/:clusterId/house-balances', houseBalanceListAnswer, listHouseBalances],
    ['/clusters/:clusterId/resident-balances', residentBalanceListAnswer, listResidentBalances],
  ] as const) {
    clusterListRoute(app, path, { tags, response }, (id, query) => list(db, files, id, query));
  }

  // An account page of a house or a resident the caller may see, as of a day (today by default).
  const accountRoute = <Row extends { cluster_id: number }>(
    path: string,
    answer: z.ZodType,
    find: (db: Db, id: number) => Promise<Row | undefined>,
    show: (db: Db, row: Row, asOf: string) => Promise<unknown>,
  ) =>
    app.get(
      path,
      { schema: { tags, params: idParams, querystring: asOfQuery, response: { 200: recordOf(answer) } } },
      async (request) => ({
        data: await show(db, visibleRecord(request, await find(db, request.params.id)), request.query.as_of ?? today()),
      }),
    );
  accountRoute('/houses/:id/account', houseAccountRow, findAccountHouse, houseAccount);
  accountRoute('/residents/:id/account', residentAccountRow, findAccountResident, residentAccount);

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
