import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../area';

/** Being built. */
export const adminCustomerInvoicePaymentRoutes: FastifyPluginAsyncZod<AreaOptions> = async () => {};
