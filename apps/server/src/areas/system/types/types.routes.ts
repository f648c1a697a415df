import { genericTypes, genericTypesRow, recordOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The fixed enumerations every form picks from (spec §7 'GET types/generic'). */
export const typeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/types/generic',
    {
      schema: {
        tags: ['reference'],
        summary: 'Fixed enumerations in Turkish',
        response: { 200: recordOf(genericTypesRow) },
      },
    },
    async () => ({
      data: genericTypes,
    }),
  );
};
