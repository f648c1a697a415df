import { houseTransferSchema, idParam } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, hasPermission, pageUrlOf } from '../../../http/auth';
import { forbidden, notFound } from '../../../http/errors';
import { transferHouse } from './houseTransfers.service';

/** `POST /houses/{id}/transfer`: a new owner or renter for a house (spec §3 old/new renter handling). */
export const houseTransferRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/houses/:id/transfer',
    {
      config: { recordTable: 'houses' },
      schema: {
        tags: ['houses'],
        params: z.object({ id: idParam }),
        body: houseTransferSchema,
      },
    },
    async (request) => {
      const auth = authOf(request);
      const house = await db
        .selectFrom('houses')
        .select(['id', 'cluster_id'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!house) throw notFound();
      assertClusterAccess(auth, house.cluster_id);
      if (!hasPermission(auth, house.cluster_id, 'edit-resident')) throw forbidden();
      const result = await transferHouse(db, house.id, request.body, {
        userId: auth.user.id,
        pageUrl: pageUrlOf(request),
      });
      return { data: result };
    },
  );
};
