import type {
  CustomerInvoicePaymentInput,
  CustomerInvoicePaymentRow,
  CustomerPaymentDetail,
  CustomerPaymentInput,
  CustomerPaymentInvoice,
  ListResponse,
} from '@site/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

const PAYMENTS = 'api-super-admin/customer-payments';
const INVOICE_PAYMENTS = 'api-super-admin/customer-invoice-payments';
const CUSTOMERS = 'api-super-admin/customers';
const INVOICES = 'api-super-admin/customer-invoices';

export type CustomerChoice = { id: number; name: string };

/** Customer payments (`/api-super-admin/customer-payments`) and the allocations of an invoice ('Tahsilat Ekle'). */
export const customerPaymentsApi = {
  resource: PAYMENTS,
  listPath: `/${PAYMENTS}`,
  record: (id: number) =>
    queryOptions({
      queryKey: queryKeys.record(PAYMENTS, id),
      queryFn: () => api.get<{ data: CustomerPaymentDetail }>(`/${PAYMENTS}/${id}`),
    }),
  create: (body: CustomerPaymentInput) => api.post<{ data: CustomerPaymentDetail }>(`/${PAYMENTS}`, body, true),
  update: (id: number, body: CustomerPaymentInput) =>
    api.put<{ data: CustomerPaymentDetail }>(`/${PAYMENTS}/${id}`, body, true),
  /** A customer's invoices with what each still owes. */
  invoices: (customerId: number | null | undefined) =>
    queryOptions({
      queryKey: queryKeys.view(PAYMENTS, 'invoices', customerId ?? null),
      queryFn: () => api.get<{ data: CustomerPaymentInvoice[] }>(`/${PAYMENTS}/invoices`, { customer_id: customerId }),
      enabled: Boolean(customerId),
    }),
  /** The customers to choose from (spec §9: customers per_page 1000, by name). */
  customers: () => {
    const query = { per_page: 1000, order_by: 'name', order: 'asc' };
    return queryOptions({
      queryKey: queryKeys.picker(CUSTOMERS, 'all', query),
      queryFn: () => api.get<ListResponse<CustomerChoice>>(`/${CUSTOMERS}`, query),
      staleTime: 60_000,
    });
  },
  invoicePayment: (id: number | null | undefined) =>
    queryOptions({
      queryKey: queryKeys.record(INVOICE_PAYMENTS, id ?? null),
      queryFn: () => api.get<{ data: CustomerInvoicePaymentRow }>(`/${INVOICE_PAYMENTS}/${id}`),
      enabled: Boolean(id),
    }),
  createInvoicePayment: (body: CustomerInvoicePaymentInput) =>
    api.post<{ data: CustomerInvoicePaymentRow }>(`/${INVOICE_PAYMENTS}`, body, true),
  updateInvoicePayment: (id: number, body: CustomerInvoicePaymentInput) =>
    api.put<{ data: CustomerInvoicePaymentRow }>(`/${INVOICE_PAYMENTS}/${id}`, body, true),
  /** After a payment or an allocation is saved: the payments, allocations and invoices shown anywhere. */
  refresh: (client: QueryClient) =>
    Promise.all(
      [PAYMENTS, INVOICE_PAYMENTS, INVOICES].map((resource) =>
        client.invalidateQueries({ queryKey: queryKeys.all(resource) }),
      ),
    ),
};
