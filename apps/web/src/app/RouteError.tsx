import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkLoadError } from './lazyRoute';

/**
 * Shown instead of a blank page when a screen's code could not be loaded or a screen failed. Plain
 * elements in the look of antd's warning Result, which would put its three status pictures into the app's
 * first download.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk =
    error instanceof ChunkLoadError ||
    (error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message));
  return (
    <div className="route-error" role="alert">
      {/* antd's exclamation-circle (filled) icon. */}
      <svg className="route-error-icon" viewBox="64 64 896 896" aria-hidden="true" focusable="false">
        <path d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z" />
      </svg>
      <h2 className="route-error-title">{chunk ? t('errors.chunkFailedTitle') : t('common.error')}</h2>
      <p className="route-error-text">{chunk ? t('errors.chunkFailed') : t('errors.loadFailed')}</p>
      <button type="button" className="plain-button-primary" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </div>
  );
}
