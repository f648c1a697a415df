import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { allowedClusterIds, assertClusterAccess, authOf, hasPermission } from '../../http/auth';
import { notFound } from '../../http/errors';
import { getDashboard, listClusters } from './clusters.repository';

export const KNOWN_PERMISSIONS = ['edit-resident', 'edit-expense-type', 'edit-cluster-provider'] as const;

const listQuery = z.object({
  company_id: z.coerce.number().int().optional(),
  query: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(20),
  order_by: z.enum(['name', 'id', 'created_at']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

const clusterParams = z.object({ id: z.coerce.number().int() });

/** The complexes the caller may see, one complex, its permissions and its dashboard figures. */
export const clusterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/clusters', { schema: { tags: ['clusters'], querystring: listQuery } }, async (request) => {
    const auth = authOf(request);
    return listClusters(db, { ...request.query, allowed: allowedClusterIds(auth) });
  });

  app.get('/clusters/:id', { schema: { tags: ['clusters'], params: clusterParams } }, async (request) => {
    assertClusterAccess(authOf(request), request.params.id);
    const cluster = await db.selectFrom('clusters').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    if (!cluster) throw notFound();
    return { data: cluster };
  });

  app.get('/clusters/:id/dashboard', { schema: { tags: ['clusters'], params: clusterParams } }, async (request) => {
    assertClusterAccess(authOf(request), request.params.id);
    const figures = await getDashboard(db, request.params.id);
    if (!figures) throw notFound();
    return { data: figures };
  });

  // The block and unit-type pickers of a complex (spec §7: blocks ordered by name, per_page 150).
  for (const table of ['blocks', 'house_types'] as const) {
    app.get(
      `/clusters/:id/${table.replace('_', '-')}`,
      { schema: { tags: ['clusters'], params: clusterParams } },
      async (request) => {
        assertClusterAccess(authOf(request), request.params.id);
        const rows = await db
          .selectFrom(table)
          .select(['id', 'name', 'cluster_id'])
          .where('cluster_id', '=', request.params.id)
          .orderBy('name')
          .execute();
        return { data: rows, meta: { total: rows.length, current_page: 1, per_page: rows.length, last_page: 1 } };
      },
    );
  }

  app.get(
    '/permissions',
    { schema: { tags: ['clusters'], querystring: z.object({ cluster_id: z.coerce.number().int() }) } },
    async (request) => {
      const auth = authOf(request);
      const clusterId = request.query.cluster_id;
      assertClusterAccess(auth, clusterId);
      return { data: KNOWN_PERMISSIONS.filter((p) => hasPermission(auth, clusterId, p)) };
    },
  );
};
