import { adminProductRecord, adminProductRow, adminProductSchema, deletedSchema, listAnswerOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInTurkey } from '../../../http/clock';
import { commonColumns } from '../../../http/export/commonColumns';
import { listRoute } from '../../../http/listRoute';
import { idParams } from '../../../http/routes';
import { actorOf } from '../../../kernel/changeLog';
import type { AreaOptions } from '../../area';
import { orderProducts, type ProductRow, productsSpec, selectProducts } from './products.repository';
import { createProduct, deleteProduct, productToApi, showProduct, updateProduct } from './products.service';

const tags = ['api-super-admin'];
const PATH = '/api-super-admin/products';

/** Yönetim › Ürünler: the products sold per house, each with the number of customers holding it now. */
export const adminProductRoutes: FastifyPluginAsyncZod<AreaOptions> = async (app, { db, files }) => {
  listRoute(app, {
    path: PATH,
    tags,
    scope: 'superadmin',
    base: () => selectProducts(db, todayInTurkey()),
    db,
    files,
    response: listAnswerOf(adminProductRow),
    spec: productsSpec,
    idColumn: 'products.id',
    toApi: productToApi,
    order: orderProducts(db),
    exportTitle: 'Ürünler',
    exportRow: (row: ProductRow) => ({ ...productToApi(row) }),
    exportColumns: [
      { key: 'name', header: 'Ürün' },
      { key: 'invoice_description', header: 'Fatura Açıklaması' },
      { key: 'monthly_price_per_house', header: 'Aylık Konut Başı Fiyat', kind: 'money' },
      { key: 'yearly_price_per_house', header: 'Yıllık Konut Başı Fiyat', kind: 'money' },
      { key: 'is_available', header: 'Satışta', kind: 'boolean' },
      { key: 'customer_count', header: 'Müşteri Sayısı', kind: 'number' },
      commonColumns.created_at,
    ],
  });

  app.get(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: adminProductRecord } } },
    async (request) => showProduct(db, request.params.id),
  );

  app.post(
    PATH,
    { schema: { tags, body: adminProductSchema, response: { 201: adminProductRecord } } },
    async (request, reply) => reply.status(201).send(await createProduct(db, actorOf(request), request.body)),
  );

  app.put(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, body: adminProductSchema, response: { 200: adminProductRecord } } },
    async (request) => updateProduct(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await deleteProduct(db, actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );
};
