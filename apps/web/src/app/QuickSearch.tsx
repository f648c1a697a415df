import { formatBalance, toKurus } from '@site/shared/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../api/client';
import { useCluster } from '../session/ClusterProvider';

/** Spec §9: the quick search asks once two characters are typed, 200 ms after the last key. */
export const QUICK_SEARCH_MIN = 2;
export const QUICK_SEARCH_DEBOUNCE_MS = 200;
/** Matches shown per kind; the lists behind them hold the rest. */
const PER_KIND = 5;

type Page<T> = { data: T[] };
type ResidentHit = { id: number; name: string; phone: string | null; balance: number };
type HouseHit = {
  id: number;
  block_name: string | null;
  door_number: string;
  owner_name: string | null;
  occupant_name: string | null;
  balance: number;
};
type ProviderHit = { id: number; name: string; title: string | null };

export type QuickSearchHit = { path: string; label: string; detail: string };
export type QuickSearchResult = { residents: QuickSearchHit[]; houses: QuickSearchHit[]; providers: QuickSearchHit[] };

/**
 * The complex's residents, houses and suppliers matching `text`, each leading to its account: a resident's and
 * a house's balance page (where a collection is taken), a supplier's activities. The lists' own search serves
 * it (Turkish folding, word by word, the search index), so it finds what those lists find.
 */
export async function quickSearch(clusterId: number, text: string): Promise<QuickSearchResult> {
  const query = { query: text, per_page: PER_KIND, page: 1 };
  // Silent: a failure shows inside the search's own dropdown, not as a toast as well.
  const [residents, houses, providers] = await Promise.all([
    api.get<Page<ResidentHit>>(`/clusters/${clusterId}/residents`, query, true),
    api.get<Page<HouseHit>>(`/clusters/${clusterId}/houses`, query, true),
    api.get<Page<ProviderHit>>(`/clusters/${clusterId}/cluster-providers`, query, true),
  ]);
  const balance = (lira: number) => formatBalance(toKurus(Number(lira ?? 0)));
  return {
    residents: residents.data.map((r) => ({
      path: `/incomes/residents/${r.id}`,
      label: r.name,
      detail: [r.phone, balance(r.balance)].filter(Boolean).join(' · '),
    })),
    houses: houses.data.map((h) => ({
      path: `/incomes/houses/${h.id}`,
      label: [h.block_name, h.door_number].filter(Boolean).join(' '),
      detail: [h.owner_name, h.occupant_name !== h.owner_name ? h.occupant_name : null, balance(h.balance)]
        .filter(Boolean)
        .join(' · '),
    })),
    providers: providers.data.map((p) => ({
      path: `/activities/providers?account_id=${p.id}`,
      label: p.name,
      detail: p.title ?? '',
    })),
  };
}

/** The value of `value` once it has stood still for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The header's quick search: type a name, a door number, a phone or a supplier, pick it, open its account. */
export function QuickSearch({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { clusterId } = useCluster();
  const [text, setText] = useState('');
  const settled = useSettled(text.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const asking = settled.length >= QUICK_SEARCH_MIN && clusterId !== null;
  const result = useQuery({
    queryKey: ['quickSearch', clusterId, settled],
    queryFn: () => quickSearch(clusterId as number, settled),
    enabled: asking,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: false,
  });

  const groups = asking && result.data ? result.data : null;
  const options = groups
    ? (
        [
          ['residents', groups.residents],
          ['houses', groups.houses],
          ['providers', groups.providers],
        ] as const
      )
        .filter(([, hits]) => hits.length > 0)
        .map(([kind, hits]) => ({
          label: t(`shell.quickSearch.${kind}`),
          title: t(`shell.quickSearch.${kind}`),
          options: hits.map((hit) => ({
            value: hit.path,
            label: (
              <div className="quick-search-hit" data-testid="quick-search-hit">
                <span>{hit.label}</span>
                {hit.detail && <span className="quick-search-detail">{hit.detail}</span>}
              </div>
            ),
          })),
        }))
    : [];
  // Spec §8: a search without an answer says the connection failed; an answer with an error says its message.
  const failure = result.error
    ? result.error instanceof ApiError
      ? result.error.message
      : t('errors.connection')
    : null;
  const status =
    text.trim().length < QUICK_SEARCH_MIN
      ? t('shell.quickSearch.tooShort')
      : failure && !result.isFetching
        ? failure
        : result.isFetching || settled !== text.trim()
          ? t('shell.quickSearch.searching')
          : t('shell.quickSearch.nothing');

  return (
    <Select<string>
      aria-label={t('shell.quickSearch.label')}
      data-testid="quick-search"
      className="quick-search"
      style={{ width: stacked ? '100%' : 280 }}
      popupMatchSelectWidth={stacked ? true : 360}
      placeholder={t('shell.quickSearch.placeholder')}
      disabled={clusterId === null}
      value={null}
      showSearch={{ filterOption: false, searchValue: text, onSearch: setText, autoClearSearchValue: false }}
      suffixIcon={<SearchIcon />}
      options={failure && !result.isFetching ? [] : options}
      notFoundContent={<span data-testid="quick-search-status">{status}</span>}
      onSelect={(path) => {
        setText('');
        navigate(path);
      }}
    />
  );
}

/** A magnifier: what the box is for. */
function SearchIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M11 11l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
