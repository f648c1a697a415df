import type { MobileStatistics, WebStatistics } from '@site/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

const STATISTICS = 'api-super-admin/statistics';

export type StatisticsRange = { date_from?: string | null; date_to?: string | null };

/** Yönetim › İstatistikler: the web site's visits (Matomo) and the mobile app's use, over a date range. */
export const statisticsApi = {
  web: (range: StatisticsRange) =>
    queryOptions({
      queryKey: queryKeys.view(STATISTICS, 'web', range),
      queryFn: () => api.get<{ data: WebStatistics }>(`/${STATISTICS}/web`, range),
      placeholderData: keepPreviousData,
    }),
  mobile: (range: StatisticsRange) =>
    queryOptions({
      queryKey: queryKeys.view(STATISTICS, 'mobile', range),
      queryFn: () => api.get<{ data: MobileStatistics }>(`/${STATISTICS}/mobile`, range),
      placeholderData: keepPreviousData,
    }),
};
