import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import type { FileStorage } from '../../../storage/fileStorage';

/** Gönderilen and Kullanıcı Bildirimleri: one message's record and its changes. */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async () => {};
