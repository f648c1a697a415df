import { adminCustomerRow, adminCustomerSchema, deletedSchema, listAnswerOf, recordOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInTurkey } from '../../../http/clock';
import { commonColumns } from '../../../http/export/commonColumns';
import { listRoute } from '../../../http/listRoute';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { AreaOptions } from '../../area';
import { type CustomerRow, customersSpec, orderCustomers, selectCustomers } from './customers.repository';
import { createCustomer, customerToApi, deleteCustomer, showCustomer, updateCustomer } from './customers.service';

const tags = ['api-super-admin'];
const PATH = '/api-super-admin/customers';
const record = recordOf(adminCustomerRow);

/**
 * Yönetim › Müşteriler: the management companies that buy the product, with their current product and how
 * many products and complexes they have now (spec §2 'Customers').
 */
export const adminCustomerRoutes: FastifyPluginAsyncZod<AreaOptions> = async (app, { db, files }) => {
  listRoute(app, {
    path: PATH,
    tags,
    scope: 'superadmin',
    base: () => selectCustomers(db, todayInTurkey()),
    db,
    files,
    response: listAnswerOf(adminCustomerRow),
    spec: customersSpec,
    idColumn: 'customers.id',
    toApi: customerToApi,
    order: orderCustomers(db),
    exportTitle: 'Müşteriler',
    exportRow: (row: CustomerRow) => ({ ...customerToApi(row) }),
    exportColumns: [
      { key: 'name', header: 'Müşteri' },
      { key: 'product_name', header: 'Ürün' },
      { key: 'product_id', header: 'Ürün No', kind: 'number' },
      { key: 'product_starts_on', header: 'Ürün Başlangıç', kind: 'date' },
      { key: 'product_ends_on', header: 'Ürün Bitiş', kind: 'date' },
      { key: 'active_product_count', header: 'Aktif Ürün Sayısı', kind: 'number' },
      { key: 'title', header: 'Ünvan' },
      commonColumns.email,
      commonColumns.tax_number,
      { key: 'cluster_count', header: 'Site Sayısı', kind: 'number' },
      commonColumns.is_active,
      { key: 'authorized_user_name', header: 'Yetkili' },
      { key: 'address', header: 'Adres' },
    ],
  });

  app.get(`${PATH}/:id`, { schema: { tags, params: idParams, response: { 200: record } } }, async (request) => ({
    data: await showCustomer(db, request.params.id),
  }));

  app.post(PATH, { schema: { tags, body: adminCustomerSchema, response: { 201: record } } }, async (request, reply) =>
    reply.status(201).send({ data: await createCustomer(db, actorOf(request), request.body) }),
  );

  app.put(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, body: adminCustomerSchema, response: { 200: record } } },
    async (request) => ({ data: await updateCustomer(db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await deleteCustomer(db, actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );
};
