import { sessionApi } from '../api/sessionApi';

type MatomoQueue = unknown[][];

/** Heartbeat of the tracker in seconds (spec §9). */
export const HEARTBEAT_SECONDS = 15;

/**
 * Loads the Matomo tracker only on the product's own production host: never in development,
 * tests or another installation (spec §1).
 */
export async function startAnalytics(): Promise<boolean> {
  const { data } = await sessionApi.appConfig();
  if (window.location.hostname !== data.production_host || !data.matomo_url || !data.matomo_site_id) return false;
  const w = window as unknown as { _paq?: MatomoQueue };
  w._paq = w._paq ?? [];
  const paq = w._paq;
  paq.push(['enableHeartBeatTimer', HEARTBEAT_SECONDS]);
  paq.push(['trackPageView']);
  paq.push(['enableLinkTracking']);
  const base = data.matomo_url.replace(/\/?$/, '/');
  paq.push(['setTrackerUrl', `${base}matomo.php`]);
  paq.push(['setSiteId', data.matomo_site_id]);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${base}matomo.js`;
  document.head.appendChild(script);
  return true;
}

/** Tells the tracker about a screen change in the single-page app. */
export function trackPage(pathname: string): void {
  const paq = (window as unknown as { _paq?: MatomoQueue })._paq;
  if (!paq) return;
  paq.push(['setCustomUrl', window.location.origin + pathname]);
  paq.push(['setDocumentTitle', document.title]);
  paq.push(['trackPageView']);
}
