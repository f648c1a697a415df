import type { AdminAdvertClick, ListResponse } from '@site/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

const ADVERTS = 'api-super-admin/adverts';
const CLICKS = 'api-super-admin/advert-clicks';

type Named = { id: number; name: string };

/** The super administrator's adverts (`/api-super-admin/adverts`), their images and the target pickers. */
export const adsApi = {
  /** The API name `ResourceScreen` builds the list, record and write paths and keys from. */
  resource: ADVERTS,
  listPath: `/${ADVERTS}`,
  /** Uploads an image (checked by the server by its content); answers the name the form sends as `image_file`. */
  uploadImage: (file: Blob) => api.upload<{ data: { image_file: string } }>(`/${ADVERTS}/images`, file),
  /** A stored image as a Blob (it is served with the token only). */
  image: (name: string) =>
    queryOptions({
      queryKey: queryKeys.view(ADVERTS, 'image', name),
      queryFn: () => api.file(`/${ADVERTS}/images/${encodeURIComponent(name)}`),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** Every customer by name, for the target picker. */
  customers: () => {
    const query = { per_page: 1000, order_by: 'name' };
    return queryOptions({
      queryKey: queryKeys.picker('api-super-admin/customers', 'all', query),
      queryFn: () => api.get<ListResponse<Named>>('/api-super-admin/customers', query),
    });
  },
  /** Every complex of the system, for the target picker. */
  clusters: () => {
    const query = { per_page: 1000 };
    return queryOptions({
      queryKey: queryKeys.picker('api-super-admin/clusters', 'all', query),
      queryFn: () => api.get<ListResponse<Named>>('/api-super-admin/clusters', query),
    });
  },
};

export type AdvertClicksQuery = {
  advert_id: number;
  page: number;
  per_page: number;
  order_by?: string;
  order?: 'asc' | 'desc';
  /** Absent: the counted clicks only (the server's default, spec §2). */
  is_active?: 'false';
};

/** An advert's clicks (`/api-super-admin/advert-clicks`): a page, the list as a file, and counting one in or out. */
export const advertClicksApi = {
  resource: CLICKS,
  /** The list's query: the advert's clicks, counted ones or (`showInactive`) the counted-out ones. */
  query: (
    advertId: number,
    params: Omit<AdvertClicksQuery, 'advert_id' | 'is_active'>,
    showInactive: boolean,
  ): AdvertClicksQuery => ({ advert_id: advertId, ...params, ...(showInactive ? { is_active: 'false' } : {}) }),
  ofAdvert: (query: AdvertClicksQuery) =>
    queryOptions({
      queryKey: queryKeys.list(CLICKS, 'all', query),
      queryFn: () => api.get<ListResponse<AdminAdvertClick>>(`/${CLICKS}`, query),
      placeholderData: keepPreviousData,
    }),
  /** The whole list as a file (spec §7 export): its address, to open in a new tab. */
  exportFile: (query: AdvertClicksQuery, type: 'ods' | 'xlsx' | 'pdf') => {
    const { page: _page, per_page: _perPage, ...rest } = query;
    return api.get<{ data: { url: string } }>(`/${CLICKS}`, { ...rest, export: 1, export_type: type });
  },
  setActive: (id: number, isActive: boolean) =>
    api.put<{ data: AdminAdvertClick }>(`/${CLICKS}/${id}`, { is_active: isActive }),
};
