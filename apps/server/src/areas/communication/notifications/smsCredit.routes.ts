import { recordOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import { clusterParams } from '../../../http/routes';
import { providerFor } from '../providers/providerFor';
import { refreshClusterSmsCredit } from './smsCredit.service';

/** What a refresh answers: the company's credit as just read, and when. */
const smsCreditRow = z.object({ sms_balance: z.number().int(), sms_checked_at: z.string() });

/**
 * `POST /clusters/{id}/sms-credit/refresh`: reads the credit left at the complex's active SMS provider and
 * stores it on its company (needs `send-notification`).
 */
export const smsCreditRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const deps = { smsProviderFor: (id: number) => providerFor(id, config) };
  app.post(
    '/clusters/:clusterId/sms-credit/refresh',
    {
      config: { permission: 'send-notification' },
      schema: { tags: ['sms-credit'], params: clusterParams, response: { 200: recordOf(smsCreditRow) } },
    },
    async (request) => ({ data: await refreshClusterSmsCredit(db, deps, authOf(request), request.params.clusterId) }),
  );
};
