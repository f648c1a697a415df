import type { Area } from '../../app/area';

/** Müşteri Hesabım: the management company's own billing as a customer of the product. */
export const myCustomerArea: Area = {
  key: 'myCustomer',
  texts: () => import('./texts'),
  items: [{ key: 'billing', path: '/my-customer/billing' }],
  screens: () => import('./screens'),
};
