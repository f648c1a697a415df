import { cardPaymentListAnswer, cardPaymentRow, recordOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import { clusterParams, recordRoute } from '../../../http/routes';
import type { FileStorage } from '../../../storage/fileStorage';
import { findCardPayment } from './cardPayments.repository';
import { cardPaymentToApi, listCardPayments } from './cardPayments.service';

type Row = Record<string, unknown>;
const tags = ['card-payments'];
const listAnswer = { 200: cardPaymentListAnswer };

/**
 * Card payments through the complexes' virtual POS, read-only: the provider integration writes them
 * (`insertCardPayment`), these routes list, export and show them.
 */
export const cardPaymentRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  app.get(
    '/clusters/:clusterId/card-payments',
    { schema: { tags, params: clusterParams, response: listAnswer } },
    async (request) => listCardPayments(db, files, authOf(request), request.params.clusterId, request.query as Row),
  );

  app.get('/card-payments', { schema: { tags, response: listAnswer } }, async (request) =>
    listCardPayments(db, files, authOf(request), null, request.query as Row),
  );

  recordRoute(
    app,
    '/card-payments/:id',
    { tags, response: recordOf(cardPaymentRow) },
    (id) => findCardPayment(db, id),
    async (row) => ({ data: cardPaymentToApi(row) }),
  );
};
