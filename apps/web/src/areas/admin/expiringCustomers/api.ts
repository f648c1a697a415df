import type { ExpiringCustomersAnswer } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

const EXPIRING = 'api-super-admin/expiring-customers';

/** `/api-super-admin/expiring-customers`: products ending within `days` and customers with overdue invoices. */
export const expiringCustomersApi = {
  list: (days: number) =>
    queryOptions({
      queryKey: queryKeys.view(EXPIRING, 'list', days),
      queryFn: () => api.get<ExpiringCustomersAnswer>(`/${EXPIRING}`, { days }),
    }),
};
