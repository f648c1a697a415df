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

/** An advert's clicks (`/api-super-admin/advert-clicks`), newest first, and counting one in or out. */
export const advertClicksApi = {
  resource: CLICKS,
  ofAdvert: (advertId: number, page: number, showInactive: boolean) => {
    const query = { advert_id: advertId, page, per_page: 10, ...(showInactive ? { is_active: 'false' } : {}) };
    return queryOptions({
      queryKey: queryKeys.list(CLICKS, 'all', query),
      queryFn: () => api.get<ListResponse<AdminAdvertClick>>(`/${CLICKS}`, query),
      placeholderData: keepPreviousData,
    });
  },
  setActive: (id: number, isActive: boolean) =>
    api.put<{ data: AdminAdvertClick }>(`/${CLICKS}/${id}`, { is_active: isActive }),
};
