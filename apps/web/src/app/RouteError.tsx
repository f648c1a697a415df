import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkLoadError } from './lazyRoute';

/** Shown instead of a blank page when a screen's code could not be loaded or a screen failed. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk =
    error instanceof ChunkLoadError ||
    (error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message));
  return (
    <Result
      status="warning"
      title={chunk ? t('errors.chunkFailedTitle') : t('common.error')}
      subTitle={chunk ? t('errors.chunkFailed') : t('errors.loadFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
