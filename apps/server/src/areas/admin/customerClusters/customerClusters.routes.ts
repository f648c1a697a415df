import {
  adminClusterPickRow,
  adminCustomerClusterRow,
  adminCustomerClusterSchema,
  deletedSchema,
  listAnswerOf,
  recordOf,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInTurkey } from '../../../http/clock';
import { listRoute } from '../../../http/listRoute';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { AreaOptions } from '../../area';
import {
  clusterPicksList,
  customerClustersList,
  selectClusterPicks,
  selectCustomerClusters,
} from './customerClusters.repository';
import {
  clusterPickToApi,
  createCustomerCluster,
  customerClusterToApi,
  deleteCustomerCluster,
  showCustomerCluster,
  updateCustomerCluster,
} from './customerClusters.service';

const tags = ['api-super-admin'];
const PATH = '/api-super-admin/customer-clusters';

/**
 * The complexes of customers ('Müşteriye TYA Ekle', spec §2 panels): list with footer totals, one, add, edit,
 * remove; and the picker of every complex of the system (GET /api-super-admin/clusters, spec §7).
 */
export const adminCustomerClusterRoutes: FastifyPluginAsyncZod<AreaOptions> = async (app, { db, files }) => {
  listRoute(app, {
    path: '/api-super-admin/clusters',
    tags,
    scope: 'superadmin',
    base: () => selectClusterPicks(db),
    db,
    files,
    response: listAnswerOf(adminClusterPickRow),
    ...clusterPicksList(db, clusterPickToApi),
  });

  // Today decides each link's `is_active`: it is read when a request builds its list.
  listRoute(app, {
    path: PATH,
    tags,
    scope: 'superadmin',
    base: () => selectCustomerClusters(db, todayInTurkey()),
    db,
    files,
    response: listAnswerOf(adminCustomerClusterRow),
    ...customerClustersList(db, todayInTurkey, customerClusterToApi),
  });

  app.get(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: recordOf(adminCustomerClusterRow) } } },
    async (request) => ({ data: await showCustomerCluster(db, request.params.id) }),
  );

  app.post(
    PATH,
    { schema: { tags, body: adminCustomerClusterSchema, response: { 201: recordOf(adminCustomerClusterRow) } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createCustomerCluster(db, actorOf(request), request.body) }),
  );

  app.put(
    `${PATH}/:id`,
    {
      schema: {
        tags,
        params: idParams,
        body: adminCustomerClusterSchema,
        response: { 200: recordOf(adminCustomerClusterRow) },
      },
    },
    async (request) => ({ data: await updateCustomerCluster(db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await deleteCustomerCluster(db, actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );
};
