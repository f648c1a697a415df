import { adminCustomerGroupRow, adminCustomerGroupSchema, deletedSchema, listAnswerOf, recordOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonColumns } from '../../../http/export/commonColumns';
import { listRoute } from '../../../http/listRoute';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { AreaOptions } from '../../area';
import { customerGroupsSpec, orderCustomerGroups, selectCustomerGroups } from './customerGroups.repository';
import {
  createCustomerGroup,
  customerGroupToApi,
  deleteCustomerGroup,
  showCustomerGroup,
  updateCustomerGroup,
} from './customerGroups.service';

const tags = ['api-super-admin'];
const PATH = '/api-super-admin/customer-groups';
const record = recordOf(adminCustomerGroupRow);

/** Yönetim › Müşteri Grupları: groups of customers (a filter of the customers list), with customer counts. */
export const adminCustomerGroupRoutes: FastifyPluginAsyncZod<AreaOptions> = async (app, { db, files }) => {
  listRoute(app, {
    path: PATH,
    tags,
    scope: 'superadmin',
    base: () => selectCustomerGroups(db),
    db,
    files,
    response: listAnswerOf(adminCustomerGroupRow),
    spec: customerGroupsSpec,
    idColumn: 'customer_groups.id',
    toApi: customerGroupToApi,
    order: orderCustomerGroups(db),
    exportTitle: 'Müşteri Grupları',
    exportColumns: [
      { key: 'name', header: 'Grup' },
      { key: 'customer_count', header: 'Müşteri Sayısı', kind: 'number' },
      commonColumns.created_at,
    ],
  });

  app.get(`${PATH}/:id`, { schema: { tags, params: idParams, response: { 200: record } } }, async (request) => ({
    data: await showCustomerGroup(db, request.params.id),
  }));

  app.post(
    PATH,
    { schema: { tags, body: adminCustomerGroupSchema, response: { 201: record } } },
    async (request, reply) =>
      reply.status(201).send({ data: await createCustomerGroup(db, actorOf(request), request.body) }),
  );

  app.put(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, body: adminCustomerGroupSchema, response: { 200: record } } },
    async (request) => ({ data: await updateCustomerGroup(db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await deleteCustomerGroup(db, actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );
};
