import { idParam, periodicalAssessmentPeriodRow, periodicalGenerateSchema } from '@site/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { today } from '../../../accounting/dates';
import type { Db } from '../../../db/connection';
import { authOf, pageUrlOf, visibleRecord } from '../../../http/auth';
import { ACTION, writeActionLog } from '../../../kernel/actionLog';
import { generatePeriodicalAssessments } from './periodicalAssessments.service';

const tags = ['periodical-assessments'];
const idParams = z.object({ id: idParam });

/**
 * What a recurring due has charged, month by month, and 'Şimdi oluştur': charging it by hand up to a
 * month, as the scheduler would (idempotent by the same (recurring due, month) key).
 */
export const periodicalAssessmentRoutes: FastifyPluginAsync<{ db: Db }> = async (base, { db }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const load = async (request: Parameters<typeof visibleRecord>[0], id: number) =>
    visibleRecord(
      request,
      await db.selectFrom('periodical_assessments').selectAll().where('id', '=', id).executeTakeFirst(),
    );

  // Every month it charged, newest first: a handful a year, so the list is not paged.
  const periodsAnswer = z.object({ data: z.array(periodicalAssessmentPeriodRow) });
  app.get(
    '/periodical-assessments/:id/periods',
    { schema: { tags, params: idParams, response: { 200: periodsAnswer } } },
    async (request) => {
      const definition = await load(request, request.params.id);
      const rows = await db
        .selectFrom('assessments')
        .select(['id', 'period', 'total', 'line_count', 'starts_on'])
        .where('periodical_assessment_id', '=', definition.id)
        .orderBy('period', 'desc')
        // Every assessment a recurring due charged names its month.
        .$narrowType<{ period: string }>()
        .execute();
      return {
        data: rows.map((r) => ({
          assessment_id: r.id,
          period: r.period,
          due_on: r.starts_on,
          total: Number(r.total) / 100,
          line_count: Number(r.line_count),
        })),
      };
    },
  );

  app.post(
    '/periodical-assessments/:id/generate',
    {
      config: { recordTable: 'periodical_assessments' },
      schema: { tags, params: idParams, body: periodicalGenerateSchema },
    },
    async (request) => {
      const definition = await load(request, request.params.id);
      const auth = authOf(request);
      const result = await generatePeriodicalAssessments(db, today(), definition.cluster_id, {
        id: definition.id,
        until: request.body.until,
        userId: auth.user.id,
      });
      await writeActionLog(db, {
        userId: auth.user.id,
        clusterId: definition.cluster_id,
        entityType: 'periodical_assessment',
        entityId: definition.id,
        action: ACTION.update,
        before: null,
        after: { generated_until: request.body.until, created: result.created },
        pageUrl: pageUrlOf(request),
      });
      return { data: { created: result.created, skipped: result.skipped, failed: result.failed } };
    },
  );
};
