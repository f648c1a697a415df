import {
  adminCustomerProductCreateSchema,
  adminCustomerProductRow,
  adminCustomerProductSchema,
  adminCustomerProductsCreated,
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
import { customerProductsList, selectCustomerProducts } from './customerProducts.repository';
import {
  createCustomerProducts,
  customerProductToApi,
  deleteCustomerProduct,
  showCustomerProduct,
  updateCustomerProduct,
} from './customerProducts.service';

const tags = ['api-super-admin'];
const PATH = '/api-super-admin/customer-products';

/**
 * The products of customers ('Müşteriye Ürün Ekle', spec §2 panels, §4): list (by customer or by product,
 * active ones by `is_active`), one, add to one or several customers (ending their running products), edit,
 * remove.
 */
export const adminCustomerProductRoutes: FastifyPluginAsyncZod<AreaOptions> = async (app, { db, files }) => {
  // Today decides each product's `is_active`: it is read when a request builds its list.
  listRoute(app, {
    path: PATH,
    tags,
    scope: 'superadmin',
    base: () => selectCustomerProducts(db, todayInTurkey()),
    db,
    files,
    response: listAnswerOf(adminCustomerProductRow),
    ...customerProductsList(db, todayInTurkey, customerProductToApi),
  });

  app.get(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: recordOf(adminCustomerProductRow) } } },
    async (request) => ({ data: await showCustomerProduct(db, request.params.id) }),
  );

  app.post(
    PATH,
    {
      schema: {
        tags,
        summary: 'Gives the product to one or several customers, ending their running products',
        body: adminCustomerProductCreateSchema,
        response: { 201: adminCustomerProductsCreated },
      },
    },
    async (request, reply) => reply.status(201).send(await createCustomerProducts(db, actorOf(request), request.body)),
  );

  app.put(
    `${PATH}/:id`,
    {
      schema: {
        tags,
        params: idParams,
        body: adminCustomerProductSchema,
        response: { 200: recordOf(adminCustomerProductRow) },
      },
    },
    async (request) => ({ data: await updateCustomerProduct(db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await deleteCustomerProduct(db, actorOf(request), request.params.id);
      return { data: { deleted: true as const } };
    },
  );
};
