import { houseTransferSchema } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { visibleRecord } from '../../../http/auth';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import { transferHouse } from './houseTransfers.service';

/** `POST /houses/{id}/transfer`: a new owner or renter for a house (spec §3 old/new renter handling). */
export const houseTransferRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/houses/:id/transfer',
    {
      config: { recordTable: 'houses', permission: 'edit-resident' },
      schema: { tags: ['houses'], params: idParams, body: houseTransferSchema },
    },
    async (request) => {
      const house = visibleRecord(
        request,
        await db
          .selectFrom('houses')
          .select(['id', 'cluster_id'])
          .where('id', '=', request.params.id)
          .executeTakeFirst(),
      );
      return { data: await transferHouse(db, house.id, request.body, actorOf(request)) };
    },
  );
};
