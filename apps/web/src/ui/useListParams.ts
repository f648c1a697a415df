import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { storage } from '../session/storage';

export const PAGE_SIZES = [10, 20, 30, 50, 100, 200];
/** Spec §9: a list's search box asks the server 250 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 250;
/** The page size a list starts with (spec §9): the user's saved choice, else 20. */
export const savedPerPage = (): number => storage.getNumber('perPage') ?? 20;
const RESERVED = ['page', 'per_page', 'order_by', 'order', 'q'];

export type ListParams = {
  page: number;
  perPage: number;
  orderBy: string | null;
  order: 'asc' | 'desc' | null;
  q: string;
  filters: Record<string, string>;
};

/**
 * List state lives only in the URL (page, per_page, order_by, order, q and the filters), so reload,
 * back/forward and shared links restore it. The page size falls back to the saved choice, then 20.
 */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  // A screen still shown while the next one renders (navigations render as transitions; the address changes
  // first) must not write its list state onto the next screen's address: a search typed into it then is dropped.
  const current = useCallback(() => window.location.pathname === pathname, [pathname]);

  const params: ListParams = useMemo(() => {
    const filters: Record<string, string> = {};
    for (const [key, value] of search) if (!RESERVED.includes(key) && value !== '') filters[key] = value;
    const order = search.get('order');
    return {
      page: Math.max(1, Number(search.get('page')) || 1),
      perPage: Number(search.get('per_page')) || savedPerPage(),
      orderBy: search.get('order_by'),
      order: order === 'asc' || order === 'desc' ? order : null,
      q: search.get('q') ?? '',
      filters,
    };
  }, [search]);

  const update = useCallback(
    (changes: Record<string, string | number | null | undefined>, resetPage = true) => {
      if (!current()) return;
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (resetPage && !('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch, current],
  );

  const clear = useCallback(() => {
    if (current()) setSearch(new URLSearchParams(), { replace: true });
  }, [setSearch, current]);

  /** The API query of the current state (spec §7: page, per_page, order_by, order, query and filters). */
  const apiQuery = useMemo(
    () => ({
      page: params.page,
      per_page: params.perPage,
      order_by: params.orderBy ?? undefined,
      order: params.order ?? undefined,
      query: params.q || undefined,
      ...params.filters,
    }),
    [params],
  );

  return { params, update, clear, apiQuery };
}
