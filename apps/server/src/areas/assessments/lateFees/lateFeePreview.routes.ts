import { idParam, lateFeePreviewRow, lateFeeRunSchema, recordOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { today } from '../../../accounting/dates';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf } from '../../../http/auth';
import { previewLateFees } from './lateFeePreview';

const clusterParams = z.object({ clusterId: idParam });

/** GET clusters/{id}/late-fees/preview?period=YYYY-MM: what 'Tahakkuk Et' would charge for that month, unwritten. */
export const lateFeePreviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/clusters/:clusterId/late-fees/preview',
    {
      schema: {
        tags: ['incomes'],
        params: clusterParams,
        querystring: lateFeeRunSchema,
        response: { 200: recordOf(lateFeePreviewRow) },
      },
    },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      return { data: await previewLateFees(db, request.params.clusterId, request.query.period, today()) };
    },
  );
};
