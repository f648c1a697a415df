import multipart from '@fastify/multipart';
import {
  IMPORT_TRANSFER_MAX_BYTES,
  importTransferCheckRow,
  importTransferCounts,
  importTransferRunRow,
  pageOf,
  recordOf,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { AreaOptions } from '../../area';
import { writeTemplate } from './importTransfers.file';
import { checkUpload, listRuns, readUpload, runImport, showRun } from './importTransfers.service';

const tags = ['api-super-admin'];
const PATH = '/api-super-admin/import-transfers';

const TEMPLATE_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/csv; charset=utf-8',
];
const FILE_ANSWER = {
  content: Object.fromEntries(TEMPLATE_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
};

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  cluster_id: z.coerce.number().int().min(1).optional(),
  status: z.enum(['running', 'done', 'failed']).optional(),
});

/**
 * Aktarım (Operasyon › Aktarım): a new customer's complex from a spreadsheet. The template, the dry run, the
 * import in one transaction with its progress, and the past runs.
 */
export const adminImportTransferRoutes: FastifyPluginAsyncZod<AreaOptions> = async (app, { db }) => {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_TRANSFER_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000 },
  });

  app.get(
    `${PATH}/template`,
    {
      schema: {
        tags,
        summary:
          'The import template (XLSX or ODS: Bloklar, Daireler, Sakinler, Açılış Bakiyeleri; CSV: houses with residents)',
        querystring: z.object({ format: z.enum(['xlsx', 'ods', 'csv']).default('xlsx') }),
        response: { 200: FILE_ANSWER },
      },
    },
    async (request, reply) => {
      const file = writeTemplate(request.query.format);
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.bytes as unknown as string);
    },
  );

  app.post(
    `${PATH}/check`,
    {
      schema: {
        tags,
        summary: 'Dry run: what the file would create and every error by sheet and row; writes nothing',
        response: { 200: recordOf(importTransferCheckRow) },
      },
    },
    async (request) => ({ data: await checkUpload(db, await readUpload(db, request)) }),
  );

  app.post(
    PATH,
    {
      schema: {
        tags,
        summary: 'Imports the file in one transaction; 422 with every error when the dry run finds any',
        response: { 201: recordOf(z.object({ id: z.number().int(), counts: importTransferCounts })) },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(db, request);
      const result = await runImport(db, upload, actorOf(request));
      return reply.status(201).send({ data: result });
    },
  );

  app.get(
    PATH,
    { schema: { tags, querystring: listQuery, response: { 200: pageOf(importTransferRunRow) } } },
    async (request) => {
      const query = request.query;
      const { data, total } = await listRuns(db, query);
      return {
        data,
        meta: {
          total,
          current_page: query.page,
          per_page: query.per_page,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
        },
      };
    },
  );

  app.get(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: recordOf(importTransferRunRow) } } },
    async (request) => ({ data: await showRun(db, request.params.id) }),
  );
};
