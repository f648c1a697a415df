import type {
  AdminUserCard,
  AdminUserNotification,
  AdminUserResident,
  AdminUserSubscription,
  AdminUserToken,
  ListResponse,
} from '@site/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

/** The side lists of the user page, each `api-super-admin/<resource>?user_id=` (spec §7). */
export const USER_LIST_RESOURCES = {
  notifications: 'api-super-admin/notifications',
  residents: 'api-super-admin/residents',
  subscriptions: 'api-super-admin/subscriptions',
  cards: 'api-super-admin/user-cards',
  tokens: 'api-super-admin/tokens',
} as const;
export type UserListName = keyof typeof USER_LIST_RESOURCES;

export type UserListRows = {
  notifications: AdminUserNotification;
  residents: AdminUserResident;
  subscriptions: AdminUserSubscription;
  cards: AdminUserCard;
  tokens: AdminUserToken;
};

export type UserListQuery = {
  user_id: number;
  page: number;
  per_page: number;
  order_by?: string;
  order?: 'asc' | 'desc';
  /** The search box's words. */
  query?: string;
};

/** One page of one of the user's lists; the totals footer is in `meta.totals` (residents). */
export const adminUserListsApi = {
  page: <Name extends UserListName>(name: Name, query: UserListQuery) => {
    const resource = USER_LIST_RESOURCES[name];
    return queryOptions({
      queryKey: queryKeys.list(resource, 'all', query),
      queryFn: () => api.get<ListResponse<UserListRows[Name]>>(`/${resource}`, query),
      placeholderData: keepPreviousData,
    });
  },
  /** The whole list as a file: its address. */
  exportFile: (name: UserListName, query: UserListQuery, type: 'ods' | 'xlsx' | 'pdf') => {
    const { page: _page, per_page: _perPage, ...rest } = query;
    return api.get<{ data: { url: string } }>(`/${USER_LIST_RESOURCES[name]}`, {
      ...rest,
      export: 1,
      export_type: type,
    });
  },
};
