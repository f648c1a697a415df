import { periodicalAssessmentPeriodRow, periodicalGenerateSchema } from '@site/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { today } from '../../../accounting/dates';
import type { Db } from '../../../db/connection';
import { visibleRecord } from '../../../http/auth';
import { idParams, recordRoute } from '../../../http/routes';
import { ACTION } from '../../../kernel/actionLog';
import { actorOf, logChange } from '../../../kernel/changeLog';
import { generatePeriodicalAssessments } from './periodicalAssessments.service';

const tags = ['periodical-assessments'];

/**
 * What a recurring due has charged, month by month, and 'Şimdi oluştur': charging it by hand up to a
 * month, as the scheduler would (idempotent by the same (recurring due, month) key).
 */
export const periodicalAssessmentRoutes: FastifyPluginAsync<{ db: Db }> = async (base, { db }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const find = (id: number) =>
    db.selectFrom('periodical_assessments').selectAll().where('id', '=', id).executeTakeFirst();

  // Every month it charged, newest first: a handful a year, so the list is not paged.
  const periodsAnswer = z.object({ data: z.array(periodicalAssessmentPeriodRow) });
  recordRoute(
    app,
    '/periodical-assessments/:id/periods',
    { tags, response: periodsAnswer },
    find,
    async (definition) => {
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
          total: Number(r.total),
          line_count: Number(r.line_count),
        })),
      };
    },
  );

  app.post(
    '/periodical-assessments/:id/generate',
    {
      config: { recordTable: 'periodical_assessments', permission: 'edit-assessment' },
      schema: { tags, params: idParams, body: periodicalGenerateSchema },
    },
    async (request) => {
      const definition = visibleRecord(request, await find(request.params.id));
      const actor = actorOf(request);
      const result = await generatePeriodicalAssessments(db, today(), definition.cluster_id, {
        id: definition.id,
        until: request.body.until,
        userId: actor.userId,
      });
      await logChange(db, actor, {
        clusterId: definition.cluster_id,
        entityType: 'periodical_assessment',
        entityId: definition.id,
        action: ACTION.update,
        before: null,
        after: { generated_until: request.body.until, created: result.created },
      });
      return { data: { created: result.created, skipped: result.skipped, failed: result.failed } };
    },
  );
};
