import {
  clusterDashboardRow,
  clusterListRow,
  clusterPartRow,
  clusterPartSchema,
  clusterPermissionsRow,
  clusterRow,
  clusterSchema,
  deletedSchema,
  idParam,
  pageOf,
  recordOf,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { allowedClusterIds, authOf } from '../../../http/auth';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import { recordRoutes } from '../recordRoutes';
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

const tags = ['clusters'];
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
    // Page, sort, search and filters are whitelisted by the list's spec (`clustersSpec`): any other key is a 422.
    { schema: { tags, response: { 200: pageOf(clusterListRow) } } },
    async (request) => listClusters(db, allowedClusterIds(authOf(request)), request.query as Record<string, unknown>),
  );

  recordRoutes(
    app,
    '/clusters',
    { tags, row: clusterRow, body: clusterSchema, db, permission: 'edit-cluster' },
    {
      show: showCluster,
      create: createCluster,
      update: updateCluster,
      remove: deleteCluster,
    },
  );

  app.get(
    '/clusters/:id/dashboard',
    { schema: { tags, params: idParams, response: { 200: recordOf(clusterDashboardRow) } } },
    async (request) => ({
      data: await clusterDashboard(db, authOf(request), request.params.id),
    }),
  );

  // The block and unit-type pickers of a complex (spec §7: blocks ordered by name, per_page 150).
  for (const part of PARTS) {
    app.get(
      `/clusters/:id/${segmentOf(part)}`,
      { schema: { tags, params: idParams, response: { 200: pageOf(clusterPartRow) } } },
      async (request) => listParts(db, authOf(request), part.table, request.params.id),
    );
  }

  for (const part of PARTS) {
    const segment = segmentOf(part);
    app.post(
      `/clusters/:id/${segment}`,
      {
        config: { permission: 'edit-cluster' },
        schema: { tags, params: idParams, body: clusterPartSchema, response: { 201: recordOf(clusterPartRow) } },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await addPart(db, authOf(request), actorOf(request), part, request.params.id, request.body.name),
        }),
    );
    app.put(
      `/${segment}/:id`,
      {
        config: { permission: 'edit-cluster' },
        schema: { tags, params: idParams, body: clusterPartSchema, response: partAnswer },
      },
      async (request) => ({
        data: await renamePart(db, authOf(request), actorOf(request), part, request.params.id, request.body.name),
      }),
    );
    app.delete(
      `/${segment}/:id`,
      { config: { permission: 'edit-cluster' }, schema: { tags, params: idParams, response: deleted } },
      async (request) => {
        await removePart(db, authOf(request), actorOf(request), part, request.params.id);
        return { data: { deleted: true as const } };
      },
    );
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

  // What each write needs (`POST /api/clusters/:clusterId/houses` → `edit-house`): the web hides a button the
  // caller could not use, from the same declarations the server checks.
  app.get(
    '/permissions/routes',
    { schema: { tags, response: { 200: recordOf(z.record(z.string(), z.string())) } } },
    async (request) => ({ data: Object.fromEntries(request.server.routePermissions) }),
  );
};
