import { riskyDebtorListAnswer } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { clusterListRoute } from '../../../http/routes';
import type { FileStorage } from '../../../storage/fileStorage';
import { listRiskyDebtors } from './riskyDebtors.service';

/** /incomes/risky: residents or houses of a complex owing more than the company's risk parameter. */
export const riskyDebtorRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  clusterListRoute(
    app,
    '/clusters/:clusterId/risky-debtors',
    { tags: ['risky-debtors'], response: riskyDebtorListAnswer },
    (clusterId, query) => listRiskyDebtors(db, files, clusterId, query),
  );
};
