import {
  expenseDetailAnswer,
  expenseDetailQuerySchema,
  reviewAnswer,
  reviewDetailAnswer,
  reviewDetailQuerySchema,
  reviewQuerySchema,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import type { FileStorage } from '../../../storage/fileStorage';
import { expenseDetail } from './expenseDetail.service';
import { reviewDetail, reviewReport } from './review.service';

const tags = ['reports'];

/**
 * İnceleme raporları and Gider Detay Toplamları: `GET /reports/review`, `GET /reports/review-detail` and
 * `GET /reports/expense-detail`, over the invoice items of a complex or the whole company.
 */
export const reviewReportRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  app.get(
    '/reports/review',
    { schema: { tags, querystring: reviewQuerySchema, response: { 200: reviewAnswer } } },
    async (request) => reviewReport(db, files, authOf(request), request.query),
  );

  app.get(
    '/reports/review-detail',
    { schema: { tags, querystring: reviewDetailQuerySchema, response: { 200: reviewDetailAnswer } } },
    async (request) => reviewDetail(db, files, authOf(request), request.query),
  );

  app.get(
    '/reports/expense-detail',
    { schema: { tags, querystring: expenseDetailQuerySchema, response: { 200: expenseDetailAnswer } } },
    async (request) => expenseDetail(db, files, authOf(request), request.query),
  );
};
