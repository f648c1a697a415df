import multipart from '@fastify/multipart';
import {
  listAnswerOf,
  messages,
  recordOf,
  saasBankActivityRow,
  saasBankColumnMappingSchema,
  saasBankImportRow,
  saasBankMatchSchema,
  saasSettingsRow,
  saasSettingsSchema,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '../../../http/errors';
import { listRoute } from '../../../http/listRoute';
import { actorOf } from '../../../kernel/changeLog';
import type { AreaOptions } from '../../area';
import { readStatementUpload, statementLimits, statementMappingOf } from '../../incomes';
import { importStatement } from './bankActivities.import';
import {
  activitiesList,
  activityToApi,
  findActivity,
  matchActivity,
  referenceOf,
  selectActivities,
  unmatchActivity,
} from './bankActivities.service';
import { readSaasSettings, updateSaasSettings } from './saasSettings.service';

const tags = ['api-super-admin'];
const PATH = '/api-super-admin/bank-activities';
const referenceParams = z.object({ reference_no: z.string() });
const lineAnswer = { 200: recordOf(saasBankActivityRow) };

/**
 * The SaaS company's own bank statement (Yönetim › CRM › Banka Hareketleri): import, list, 'Tahsilat
 * Eşleştir' and its undo; and the seller's settings (the account customers pay to).
 */
export const adminBankActivityRoutes: FastifyPluginAsyncZod<AreaOptions> = async (app, { db, files }) => {
  await app.register(multipart, {
    limits: { fileSize: statementLimits.STATEMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 100_000 },
  });

  listRoute(app, {
    path: PATH,
    tags,
    scope: 'superadmin',
    base: () => selectActivities(db),
    db,
    files,
    response: listAnswerOf(saasBankActivityRow),
    ...activitiesList,
  });

  app.post(
    `${PATH}/import`,
    { schema: { tags, summary: 'Import a CSV or XLSX statement', response: { 200: recordOf(saasBankImportRow) } } },
    async (request) => {
      const form = await readStatementUpload(request);
      if (!form.file) throw invalid('file', messages.required);
      const result = await importStatement(
        db,
        {
          fileName: form.file.name,
          bytes: form.file.bytes,
          mapping: statementMappingOf(form.fields.mapping, saasBankColumnMappingSchema),
        },
        actorOf(request),
      );
      return { data: result };
    },
  );

  app.get(
    `${PATH}/:reference_no`,
    { schema: { tags, params: referenceParams, response: lineAnswer } },
    async (request) => ({
      data: activityToApi(await findActivity(db, referenceOf(request.params.reference_no))),
    }),
  );

  app.put(
    `${PATH}/:reference_no`,
    {
      schema: {
        tags,
        summary: "'Tahsilat Eşleştir': book the line as the customer's payment",
        params: referenceParams,
        body: saasBankMatchSchema,
        response: lineAnswer,
      },
    },
    async (request) => {
      const reference = referenceOf(request.params.reference_no);
      return { data: activityToApi(await matchActivity(db, reference, request.body, actorOf(request))) };
    },
  );

  app.post(
    `${PATH}/:reference_no/unmatch`,
    { schema: { tags, summary: 'Undo a match (deletes its payment)', params: referenceParams, response: lineAnswer } },
    async (request) => {
      const reference = referenceOf(request.params.reference_no);
      return { data: activityToApi(await unmatchActivity(db, reference, actorOf(request))) };
    },
  );

  app.get(
    '/api-super-admin/saas-settings',
    { schema: { tags, response: { 200: recordOf(saasSettingsRow) } } },
    async () => ({ data: await readSaasSettings(db) }),
  );

  app.put(
    '/api-super-admin/saas-settings',
    { schema: { tags, body: saasSettingsSchema, response: { 200: recordOf(saasSettingsRow) } } },
    async (request) => ({ data: await updateSaasSettings(db, request.body, actorOf(request)) }),
  );
};
