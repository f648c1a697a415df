import { adminStatisticsMessages, type WebStatistics } from '@site/shared';

/** How long a Matomo call may take before the screen says Matomo could not be reached. */
export const MATOMO_TIMEOUT_MS = 10_000;
/** How many pages the top pages table shows. */
const TOP_PAGES = 20;

export type MatomoSettings = { url: string; siteId: string; token: string | null };

type Range = { from: string; to: string };
type Json = Record<string, unknown>;

const count = (value: unknown): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? Math.round(n) : 0;
};

class MatomoError extends Error {}

/**
 * One call of Matomo's reporting API (`index.php?module=API&method=…&format=JSON`). The read-only token goes in
 * the POST body, as Matomo recommends, so it never lands in a URL or an access log. Matomo reports its own
 * errors with 200 and `{ result: 'error' }`.
 */
async function callMatomo(settings: MatomoSettings, params: Record<string, string>, timeoutMs: number) {
  const endpoint = new URL('index.php', settings.url.endsWith('/') ? settings.url : `${settings.url}/`);
  const body = new URLSearchParams({
    module: 'API',
    format: 'JSON',
    idSite: settings.siteId,
    token_auth: settings.token ?? '',
    ...params,
  });
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new MatomoError(`HTTP ${response.status}`);
  const json = (await response.json()) as unknown;
  if (json && typeof json === 'object' && (json as Json).result === 'error') throw new MatomoError('Matomo error');
  return json;
}

/** Every day of the range, 'YYYY-MM-DD', in order. */
export function daysOf({ from, to }: Range): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; ) {
    days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return days;
}

export const isMatomoConfigured = (settings: MatomoSettings): boolean =>
  Boolean(settings.url && settings.siteId && settings.token);

/**
 * The web statistics of the range from Matomo: visits, unique visitors and page views per day
 * (VisitsSummary.get, period=day) and the most visited pages (Actions.getPageUrls, period=range, flat).
 * Without settings it answers `configured: false`; a failure or a timeout gives `error`, never a 5xx.
 */
export async function webStatistics(
  settings: MatomoSettings,
  range: Range,
  timeoutMs = MATOMO_TIMEOUT_MS,
): Promise<WebStatistics> {
  const empty: WebStatistics = {
    configured: isMatomoConfigured(settings),
    error: null,
    date_from: range.from,
    date_to: range.to,
    days: [],
    totals: { visits: 0, users: 0, pageviews: 0 },
    top_pages: [],
  };
  if (!empty.configured) return empty;
  const date = `${range.from},${range.to}`;
  try {
    const [summary, pages] = await Promise.all([
      callMatomo(settings, { method: 'VisitsSummary.get', period: 'day', date }, timeoutMs),
      callMatomo(
        settings,
        {
          method: 'Actions.getPageUrls',
          period: 'range',
          date,
          flat: '1',
          filter_limit: String(TOP_PAGES),
          filter_sort_column: 'nb_visits',
          filter_sort_order: 'desc',
        },
        timeoutMs,
      ),
    ]);
    // One entry per day; a day without visits is an empty array.
    const byDay = (summary && typeof summary === 'object' ? summary : {}) as Record<string, unknown>;
    const days = daysOf(range).map((day) => {
      const value = byDay[day];
      const row = (value && !Array.isArray(value) && typeof value === 'object' ? value : {}) as Json;
      return {
        date: day,
        visits: count(row.nb_visits),
        users: count(row.nb_uniq_visitors),
        pageviews: count(row.nb_actions),
      };
    });
    const totals = days.reduce(
      (sum, d) => ({
        visits: sum.visits + d.visits,
        users: sum.users + d.users,
        pageviews: sum.pageviews + d.pageviews,
      }),
      { visits: 0, users: 0, pageviews: 0 },
    );
    const top_pages = (Array.isArray(pages) ? (pages as Json[]) : []).slice(0, TOP_PAGES).map((page) => ({
      label: String(page.label ?? ''),
      url: typeof page.url === 'string' ? page.url : null,
      visits: count(page.nb_visits),
      hits: count(page.nb_hits),
    }));
    return { ...empty, days, totals, top_pages };
  } catch {
    // Unreachable, slow, refused the token, or answered something else than its JSON: the screen says so.
    return { ...empty, error: adminStatisticsMessages.unreachable };
  }
}
