import { budgetWizardSchema, recordOf, wizardAppliedRow, wizardPreviewRow } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import { authOf, visibleRecord } from '../../../http/auth';
import { forbidden } from '../../../http/errors';
import { permissionsIn } from '../../../http/permissions';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { findBudget } from '../budgets.repository';
import { applyWizard } from './budgetWizard.apply';
import { wizardPlan } from './budgetWizard.service';

const tags = ['budgets'];

/**
 * Aidat Sihirbazı: `POST /budgets/{id}/wizard/preview` (the dues per house and month, nothing written) and
 * `POST /budgets/{id}/wizard/apply` (the periodical assessments that charge them). Both need `edit-budget`;
 * apply also `edit-assessment` in the budget's complex, as the periodical assessments' own form does.
 */
export const budgetWizardRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db }) => {
  app.post(
    '/budgets/:id/wizard/preview',
    {
      // The budget's complex: the income type must be its own or a system one (http/references.ts).
      config: { recordTable: 'budgets' },
      schema: { tags, params: idParams, body: budgetWizardSchema, response: { 200: recordOf(wizardPreviewRow) } },
    },
    async (request) => {
      const budget = visibleRecord(request, await findBudget(db, request.params.id));
      return { data: await wizardPlan(db, budget, request.body) };
    },
  );

  app.post(
    '/budgets/:id/wizard/apply',
    {
      config: { recordTable: 'budgets' },
      schema: { tags, params: idParams, body: budgetWizardSchema, response: { 201: recordOf(wizardAppliedRow) } },
    },
    async (request, reply) => {
      const budget = visibleRecord(request, await findBudget(db, request.params.id));
      if (!permissionsIn(authOf(request), budget.cluster_id).includes('edit-assessment')) throw forbidden();
      const data = await applyWizard(db, budget, request.body, actorOf(request));
      return reply.status(201).send({ data });
    },
  );
};
