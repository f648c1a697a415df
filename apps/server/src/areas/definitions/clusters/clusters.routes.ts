import {
  clusterDashboardRow,
  clusterListRow,
  clusterPartRow,
  clusterPartSchema,
  clusterPermissionsRow,
  clusterRow,
  clusterSchema,
  deletedSchema,
  INT_MAX,
  idParam,
  pageOf,
  recordOf,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { allowedClusterIds, authOf } from '../../../http/auth';
import { actorOf } from '../../../kernel/changeLog';
import { listClusters } from './clusters.repository';
import {
  addPart,
  type ClusterPartKind,
  clusterDashboard,
  clusterPermissions,
  createCluster,
  deleteCluster,
  listParts,
  removePart,
  renamePart,
  showCluster,
  updateCluster,
} from './clusters.service';

const listQuery = z.object({
  company_id: idParam.optional(),
  query: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(INT_MAX).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(20),
  order_by: z.enum(['name', 'id', 'created_at']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

const clusterParams = z.object({ id: idParam });
const partParams = z.object({ id: idParam });
const tags = ['clusters'];
const clusterAnswer = { 200: recordOf(clusterRow) };
const partAnswer = { 200: recordOf(clusterPartRow) };
const deleted = { 200: deletedSchema };

// Blocks and unit types are edited inside the complex's form.
const PARTS: ClusterPartKind[] = [
  { table: 'blocks', entityType: 'block' },
  { table: 'house_types', entityType: 'house_type' },
];
const segmentOf = (part: ClusterPartKind) => part.table.replace('_', '-');

/** The complexes the caller may see, one complex, its permissions and its dashboard figures. */
export const clusterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/clusters',
    { schema: { tags, querystring: listQuery, response: { 200: pageOf(clusterListRow) } } },
    async (request) => listClusters(db, { ...request.query, allowed: allowedClusterIds(authOf(request)) }),
  );

  app.get('/clusters/:id', { schema: { tags, params: clusterParams, response: clusterAnswer } }, async (request) => ({
    data: await showCluster(db, authOf(request), request.params.id),
  }));

  app.post(
    '/clusters',
    { schema: { tags, body: clusterSchema, response: { 201: recordOf(clusterRow) } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createCluster(db, authOf(request), actorOf(request), request.body) }),
  );

  app.put(
    '/clusters/:id',
    { schema: { tags, params: clusterParams, body: clusterSchema.partial(), response: clusterAnswer } },
    async (request) => ({
      data: await updateCluster(db, authOf(request), actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete('/clusters/:id', { schema: { tags, params: clusterParams, response: deleted } }, async (request) => {
    await deleteCluster(db, authOf(request), actorOf(request), request.params.id);
    return { data: { deleted: true as const } };
  });

  app.get(
    '/clusters/:id/dashboard',
    { schema: { tags, params: clusterParams, response: { 200: recordOf(clusterDashboardRow) } } },
    async (request) => ({
      data: await clusterDashboard(db, authOf(request), request.params.id),
    }),
  );

  // The block and unit-type pickers of a complex (spec §7: blocks ordered by name, per_page 150).
  for (const part of PARTS) {
    app.get(
      `/clusters/:id/${segmentOf(part)}`,
      { schema: { tags, params: clusterParams, response: { 200: pageOf(clusterPartRow) } } },
      async (request) => listParts(db, authOf(request), part.table, request.params.id),
    );
  }

  for (const part of PARTS) {
    const segment = segmentOf(part);
    app.post(
      `/clusters/:id/${segment}`,
      { schema: { tags, params: clusterParams, body: clusterPartSchema, response: { 201: recordOf(clusterPartRow) } } },
      async (request, reply) =>
        reply.status(201).send({
          data: await addPart(db, authOf(request), actorOf(request), part, request.params.id, request.body.name),
        }),
    );
    app.put(
      `/${segment}/:id`,
      { schema: { tags, params: partParams, body: clusterPartSchema, response: partAnswer } },
      async (request) => ({
        data: await renamePart(db, authOf(request), actorOf(request), part, request.params.id, request.body.name),
      }),
    );
    app.delete(`/${segment}/:id`, { schema: { tags, params: partParams, response: deleted } }, async (request) => {
      await removePart(db, authOf(request), actorOf(request), part, request.params.id);
      return { data: { deleted: true as const } };
    });
  }

  app.get(
    '/permissions',
    {
      schema: {
        tags,
        querystring: z.object({ cluster_id: idParam }),
        response: { 200: recordOf(clusterPermissionsRow) },
      },
    },
    async (request) => ({
      data: clusterPermissions(authOf(request), request.query.cluster_id),
    }),
  );
};
