import { httpMessages } from '@site/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { FileStorage } from '../../../storage/fileStorage';

/** Generated files are short-lived: past this age they are gone for clients and for the purge. */
export const FILE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The only names served; the pattern also rules out paths (`/`, `..`) and hidden files. */
const FILE_NAME = /^[a-z0-9-]+\.(xlsx|ods|pdf|odt|docx|png)$/;

const TYPES: Record<string, { type: string; inline: boolean }> = {
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', inline: false },
  ods: { type: 'application/vnd.oasis.opendocument.spreadsheet', inline: false },
  odt: { type: 'application/vnd.oasis.opendocument.text', inline: false },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', inline: false },
  pdf: { type: 'application/pdf', inline: true },
  png: { type: 'image/png', inline: true },
};

/** The file's answer as OpenAPI documents it: the file itself, in the type its name says. */
const FILE_ANSWER = {
  content: Object.fromEntries(
    Object.values(TYPES).map(({ type }) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
  ),
};

/**
 * GET /files/:name serves a generated file (export, receipt). The random name is
 * the credential, so the route needs no token: a browser opens it in a new tab.
 */
export const fileRoutes: FastifyPluginAsync<{ files: FileStorage }> = async (app, { files }) => {
  app.get<{ Params: { name: string } }>(
    '/files/:name',
    { schema: { response: { 200: FILE_ANSWER } } },
    async (request, reply) => {
      const { name } = request.params;
      const match = FILE_NAME.exec(name);
      if (!match) return reply.status(404).send({ message: httpMessages.notFound });
      const file = await files.get(name);
      if (!file || Date.now() - file.modifiedAt.getTime() > FILE_MAX_AGE_MS) {
        file?.body.destroy();
        return reply.status(404).send({ message: httpMessages.notFound });
      }
      const { type, inline } = TYPES[match[1]];
      return reply
        .type(type)
        .header('Content-Length', file.size)
        .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  );
};

/**
 * Deletes generated files older than `maxAgeMs` and returns how many went. Only
 * names the route would serve are touched, so a misconfigured folder or bucket
 * loses nothing else. Safe to run from several processes at once.
 */
export function purgeOldFiles(files: FileStorage, maxAgeMs: number = FILE_MAX_AGE_MS): Promise<number> {
  return files.purge('', FILE_NAME, maxAgeMs);
}
