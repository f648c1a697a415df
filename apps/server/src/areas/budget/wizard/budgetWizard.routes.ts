import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/connection';
import type { FileStorage } from '../../../storage/fileStorage';

export const budgetWizardRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async () => {};
