import { idParam } from '@site/shared';
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

/**
 * Card payments through the complexes' virtual POS, read-only: the provider integration writes them
 * (`insertCardPayment`), these routes list, export and show them.
 */
export const cardPaymentRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  app.get('/clusters/:clusterId/card-payments', { schema: { tags, params: clusterParams } }, async (request) =>
    listCardPayments(db, files, authOf(request), { clusterId: request.params.clusterId }, request.query as Row),
  );

  app.get('/card-payments', { schema: { tags } }, async (request) => {
    const auth = authOf(request);
    return listCardPayments(db, files, auth, { allowed: allowedClusterIds(auth) }, request.query as Row);
  });

  app.get('/card-payments/:id', { schema: { tags, params: idParams } }, async (request) => ({
    data: await showCardPayment(db, authOf(request), request.params.id),
  }));
};
