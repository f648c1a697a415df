import type {
  CustomerInvoiceCreateInput,
  CustomerInvoiceDetail,
  CustomerInvoiceIssueResult,
  CustomerInvoiceUpdateInput,
  ListResponse,
} from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

const INVOICES = 'api-super-admin/customer-invoices';
const CUSTOMERS = 'api-super-admin/customers';

export type CustomerChoice = { id: number; name: string };

/** The customer invoices (`/api-super-admin/customer-invoices`): one invoice, writes, the month's issue and the PDF. */
export const customerInvoicesApi = {
  resource: INVOICES,
  listPath: `/${INVOICES}`,
  record: (id: number) =>
    queryOptions({
      queryKey: queryKeys.record(INVOICES, id),
      queryFn: () => api.get<{ data: CustomerInvoiceDetail }>(`/${INVOICES}/${id}`),
    }),
  create: (body: CustomerInvoiceCreateInput) => api.post<{ data: CustomerInvoiceDetail }>(`/${INVOICES}`, body, true),
  update: (id: number, body: CustomerInvoiceUpdateInput) =>
    api.put<{ data: CustomerInvoiceDetail }>(`/${INVOICES}/${id}`, body, true),
  /** Issues a month's invoices ('YYYY-MM'): how many were made and how many already existed. */
  issue: (month: string) => api.post<{ data: CustomerInvoiceIssueResult }>(`/${INVOICES}/issue`, { month }, true),
  pdf: (id: number) => api.get<{ data: { url: string } }>(`/${INVOICES}/${id}/pdf`),
  /** The customers to choose from (spec §9: customers per_page 1000, by name). */
  customers: () => {
    const query = { per_page: 1000, order_by: 'name', order: 'asc' };
    return queryOptions({
      queryKey: queryKeys.picker(CUSTOMERS, 'all', query),
      queryFn: () => api.get<ListResponse<CustomerChoice>>(`/${CUSTOMERS}`, query),
      staleTime: 60_000,
    });
  },
};
