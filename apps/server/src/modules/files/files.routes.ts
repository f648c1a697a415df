import fs from 'node:fs';
import path from 'node:path';
import { httpMessages } from '@site/shared';
import type { FastifyPluginAsync } from 'fastify';

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

/**
 * GET /files/:name serves a generated file (export, receipt). The random name is
 * the credential, so the route needs no token: a browser opens it in a new tab.
 */
export const fileRoutes: FastifyPluginAsync<{ filesDir: string }> = async (app, { filesDir }) => {
  app.get<{ Params: { name: string } }>('/files/:name', async (request, reply) => {
    const { name } = request.params;
    const match = FILE_NAME.exec(name);
    if (!match) return reply.status(404).send({ message: httpMessages.notFound });
    const file = path.join(filesDir, name);
    // Open first, then check: a purge that runs in between cannot turn this into a broken stream.
    const handle = await fs.promises.open(file, 'r').catch(() => null);
    const stat = await handle?.stat();
    if (!handle || !stat?.isFile() || Date.now() - stat.mtimeMs > FILE_MAX_AGE_MS) {
      await handle?.close();
      return reply.status(404).send({ message: httpMessages.notFound });
    }
    const { type, inline } = TYPES[match[1]];
    return reply
      .type(type)
      .header('Content-Length', stat.size)
      .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${name}"`)
      .header('Cache-Control', 'private, no-store')
      .send(fs.createReadStream(file, { fd: handle }));
  });
};

/**
 * Deletes generated files older than `maxAgeMs` and returns how many went. Only
 * names the route would serve are touched, so a misconfigured directory loses
 * nothing else. Safe to run from several processes at once.
 */
export async function purgeOldFiles(filesDir: string, maxAgeMs: number = FILE_MAX_AGE_MS): Promise<number> {
  const names = await fs.promises.readdir(filesDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const cutoff = Date.now() - maxAgeMs;
  let deleted = 0;
  for (const name of names) {
    if (!FILE_NAME.test(name)) continue;
    const file = path.join(filesDir, name);
    try {
      const stat = await fs.promises.stat(file);
      if (!stat.isFile() || stat.mtimeMs >= cutoff) continue;
      await fs.promises.unlink(file);
      deleted++;
    } catch (error) {
      // Another process may have deleted it in the meantime.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return deleted;
}
