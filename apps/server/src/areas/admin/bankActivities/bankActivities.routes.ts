import multipart from '@fastify/multipart';
import {
  listAnswerOf,
  messages,
  recordOf,
  type SaasBankColumnMapping,
  saasBankActivityRow,
  saasBankColumnMappingSchema,
  saasBankImportRow,
  saasBankMatchSchema,
  saasSettingsRow,
  saasSettingsSchema,
} from '@site/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, invalid } from '../../../http/errors';
import { listRoute } from '../../../http/listRoute';
import { actorOf } from '../../../kernel/changeLog';
import type { AreaOptions } from '../../area';
import { statementLimits } from '../../incomes';
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

type UploadForm = { fields: Record<string, string>; file: { name: string; bytes: Buffer } | null };

/** The multipart form of an import: its text fields and the one statement file. */
async function readUpload(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw invalid('file', messages.required);
  const form: UploadForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw invalid('file', statementLimits.FILE_SIZE_MESSAGE);
        form.file = { name: part.filename || 'ekstre', bytes };
      } else form.fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid('file', statementLimits.FILE_SIZE_MESSAGE);
    throw invalid('file', statementLimits.FILE_TYPE_MESSAGE);
  }
  return form;
}

/** The mapping field of the form (JSON), checked like a body: 422 on `mapping.<field>`. */
function mappingOf(raw: string | undefined): SaasBankColumnMapping | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalid('mapping', messages.required);
  }
  const parsed = saasBankColumnMappingSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = ['mapping', ...issue.path.map(String)].join('.');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw new HttpError(422, parsed.error.issues[0]?.message ?? messages.required, errors);
}

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
      const form = await readUpload(request);
      if (!form.file) throw invalid('file', messages.required);
      const result = await importStatement(
        db,
        { fileName: form.file.name, bytes: form.file.bytes, mapping: mappingOf(form.fields.mapping) },
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
