import { INT_MAX, idParam, locationRow, pageOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { listLocations } from './locations.repository';

const listQuery = z.object({
  location_type_id: z.coerce.number().int().min(1).max(3).optional(),
  parent_id: idParam.optional(),
  query: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(INT_MAX).default(1),
  // The country, city and district pickers load a whole level at once.
  per_page: z.coerce.number().int().min(1).max(1000).default(1000),
});

/** Countries, cities and districts for the address pickers (spec §7 'GET locations'). */
export const locationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/locations',
    {
      schema: {
        tags: ['reference'],
        summary: 'Countries (1), cities (2) and districts (3)',
        querystring: listQuery,
        response: { 200: pageOf(locationRow) },
      },
    },
    async (request) => listLocations(db, request.query),
  );
};
