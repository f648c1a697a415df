import type { MyCustomerBilling, MyCustomerInvoiceDetail } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

const BILLING = 'my-customer/billing';
const INVOICES = 'my-customer/invoices';

/** 'Müşteri Hesabım': the company's own billing as a customer of the product. */
export const myCustomerApi = {
  // Silent: a company that is not a customer gets a 404 the screen explains, not an error toast.
  billing: () =>
    queryOptions({
      queryKey: queryKeys.view(BILLING, 'all'),
      queryFn: () => api.get<{ data: MyCustomerBilling }>(`/${BILLING}`, undefined, true),
      retry: false,
    }),
  invoice: (id: number) =>
    queryOptions({
      queryKey: queryKeys.record(INVOICES, id),
      queryFn: () => api.get<{ data: MyCustomerInvoiceDetail }>(`/${INVOICES}/${id}`, undefined, true),
      retry: false,
    }),
  pdf: (id: number) => api.get<{ data: { url: string } }>(`/${INVOICES}/${id}/pdf`),
};

/** Whether a failed load was a 404 (no customer record, or not the company's invoice), and its Turkish text. */
export function notFoundMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 404 ? error.message : null;
}
