import { activityListAnswer, activityQuerySchema, idParam } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf } from '../../../http/auth';
import type { FileStorage } from '../../../storage/fileStorage';
import { exportActivities, listActivities, rangeOf } from './activities.service';

const params = z.object({ clusterId: idParam });

/** The journal of one account of a complex (activities screens), a page at a time or exported whole. */
export const activityRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  app.get(
    '/clusters/:clusterId/activities',
    {
      schema: { tags: ['activities'], params, querystring: activityQuerySchema, response: { 200: activityListAnswer } },
    },
    async (request) => {
      const { clusterId } = request.params;
      assertClusterAccess(authOf(request), clusterId);
      const q = request.query;
      const ref = { clusterId, kind: q.account_kind, id: q.account_id };
      const range = rangeOf(q.date_from, q.date_to);
      if (q.export === '1' || q.export === 'true') return exportActivities(db, ref, range, q.export_type, files);
      return listActivities(db, ref, range, { page: q.page, perPage: q.per_page });
    },
  );
};
