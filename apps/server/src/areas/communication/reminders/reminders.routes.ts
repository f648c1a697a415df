import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import type { FileStorage } from '../../../storage/fileStorage';

/** Hatırlatmalar: automatic due reminders. */
export const reminderRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async () => {};
