import multipart from '@fastify/multipart';
import {
  deletedSchema,
  idParam,
  REQUEST_FILE_MAX_BYTES,
  REQUEST_FILE_TYPES,
  recordOf,
  requestFileMessages,
  requestFileRow,
} from '@site/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import { invalid } from '../../../http/errors';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { attachmentDisposition } from './requestFileNames';
import {
  attachRequestFile,
  detachRequestFile,
  listFilesOfRequest,
  openRequestFile,
  requestToAttachTo,
} from './requestFiles.service';

const tags = ['requests'];
const config = { permission: 'handle-request' as const };
const fileParams = z.object({ id: idParam, fileId: idParam });

/** The download as OpenAPI documents it: the file, in the type read from its content. */
const FILE_ANSWER = {
  content: Object.fromEntries(
    REQUEST_FILE_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
  ),
};

/**
 * Photos and documents on a request: `POST /requests/{id}/files` (multipart, one file `file`, at most 5 MB,
 * JPEG, PNG, WebP or PDF by content), `GET /requests/{id}/files`, `GET /requests/{id}/files/{fileId}` (the file as
 * an attachment) and `DELETE /requests/{id}/files/{fileId}`. Writes need `handle-request` and, for technical
 * staff, their tech worker authorization; another company's request is a 404.
 */
export async function registerRequestFiles(app: FastifyInstance, { db, files }: { db: Db; files: FileStorage }) {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: REQUEST_FILE_MAX_BYTES, files: 1, fields: 0 } });
    const typed = scope.withTypeProvider<ZodTypeProvider>();

    typed.get(
      '/requests/:id/files',
      { schema: { tags, params: idParams, response: { 200: z.object({ data: z.array(requestFileRow) }) } } },
      async (request) => ({ data: await listFilesOfRequest(db, authOf(request), request.params.id) }),
    );

    typed.post(
      '/requests/:id/files',
      { config, schema: { tags, params: idParams, response: { 201: recordOf(requestFileRow) } } },
      async (request, reply) => {
        const target = await requestToAttachTo(db, authOf(request), request.params.id);
        const file = await request.file();
        if (!file) throw invalid('file', requestFileMessages.missing);
        // Past the limit the stream is cut and toBuffer refuses it.
        const bytes = await file.toBuffer().catch(() => null);
        if (!bytes || file.file.truncated) throw invalid('file', requestFileMessages.size);
        if (!bytes.length) throw invalid('file', requestFileMessages.missing);
        const saved = await attachRequestFile(db, files, actorOf(request), target, {
          fileName: file.filename,
          bytes,
        });
        return reply.status(201).send({ data: saved });
      },
    );

    typed.get(
      '/requests/:id/files/:fileId',
      { schema: { tags, params: fileParams, response: { 200: FILE_ANSWER } } },
      async (request, reply) => {
        const { row, stored } = await openRequestFile(
          db,
          files,
          authOf(request),
          request.params.id,
          request.params.fileId,
        );
        // The answer is the file's stream; the schema's binary string only documents it.
        return reply
          .type(row.content_type)
          .header('Content-Length', stored.size)
          .header('Content-Disposition', attachmentDisposition(row.file_name))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-cache')
          .send(stored.body as unknown as string);
      },
    );

    typed.delete(
      '/requests/:id/files/:fileId',
      { config, schema: { tags, params: fileParams, response: { 200: deletedSchema } } },
      async (request) => {
        const { id, fileId } = request.params;
        await detachRequestFile(db, files, authOf(request), actorOf(request), id, fileId);
        return { data: { deleted: true as const } };
      },
    );
  });
}
