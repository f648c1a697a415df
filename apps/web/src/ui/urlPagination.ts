import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import { storage } from '../session/storage';
import { type ListParams, PAGE_SIZES } from './useListParams';

/** The pager of a list the server pages from the URL: its page and size, the sizes to choose from, 'N kayıt'. */
export function urlPagination(params: ListParams, total: number, t: TFunction): TablePaginationConfig {
  return {
    current: params.page,
    pageSize: params.perPage,
    total,
    pageSizeOptions: PAGE_SIZES,
    showSizeChanger: true,
    showTotal: (count) => t('list.total', { count }),
  };
}

/** The URL change for the pager's new page or size: a new size is saved as the user's choice and starts at page 1. */
export function pageChange(params: ListParams, pagination: TablePaginationConfig) {
  const perPage = pagination.pageSize ?? params.perPage;
  if (perPage !== params.perPage) storage.set('perPage', perPage);
  return { page: perPage !== params.perPage ? 1 : pagination.current, per_page: perPage };
}
