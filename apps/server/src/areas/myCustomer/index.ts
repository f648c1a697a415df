import type { Area } from '../area';
import { myCustomerBillingRoutes } from './billing/billing.routes';

/** Müşteri Hesabım: the management company's own subscription, invoices and payments as a customer of the product. */
export const myCustomerArea: Area = {
  name: 'myCustomer',
  secured: async (app, options) => {
    await app.register(myCustomerBillingRoutes, options);
  },
};
