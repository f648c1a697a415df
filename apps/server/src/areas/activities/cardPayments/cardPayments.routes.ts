import { cardPaymentListAnswer, cardPaymentRow, idParam, recordOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { allowedClusterIds, authOf } from '../../../http/auth';
import type { FileStorage } from '../../../storage/fileStorage';
import { listCardPayments, showCardPayment } from './cardPayments.service';

type Row = Record<string, unknown>;
const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });
const tags = ['card-payments'];
const listResponse = { 200: cardPaymentListAnswer };

/**
 * Card payments through the complexes' virtual POS, read-only: the provider integration writes them
 * (`insertCardPayment`), these routes list, export and show them.
 */
export const cardPaymentRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  app.get(
    '/clusters/:clusterId/card-payments',
    { schema: { tags, params: clusterParams, response: listResponse } },
    async (request) =>
      listCardPayments(db, files, authOf(request), { clusterId: request.params.clusterId }, request.query as Row),
  );

  app.get('/card-payments', { schema: { tags, response: listResponse } }, async (request) => {
    const auth = authOf(request);
    return listCardPayments(db, files, auth, { allowed: allowedClusterIds(auth) }, request.query as Row);
  });

  app.get(
    '/card-payments/:id',
    { schema: { tags, params: idParams, response: { 200: recordOf(cardPaymentRow) } } },
    async (request) => ({
      data: await showCardPayment(db, authOf(request), request.params.id),
    }),
  );
};
