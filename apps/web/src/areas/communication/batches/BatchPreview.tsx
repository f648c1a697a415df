import type { NotificationBatchPreview, NotificationBatchPreviewInput } from '@site/shared';
import { NOTIFICATION_CHANNEL } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Statistic, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { useCluster } from '../../../session/ClusterProvider';
import { batchesApi } from './api';

/** Quiet time after the last change before the recipients are counted again. */
export const PREVIEW_DEBOUNCE_MS = 500;

/** The value once it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Skipped = NotificationBatchPreview['skipped'][number];

/**
 * Who the choices reach, counted by the server after each change (debounced): the recipient count, the
 * residents left out and why, and for SMS the parts, the estimated credits and the company's balance; the
 * server's warnings (a low balance) and its objections (no text, an unknown template) as alerts.
 */
export function BatchPreview({ input }: { input: NotificationBatchPreviewInput | null }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const settled = useDebounced(JSON.stringify(input), PREVIEW_DEBOUNCE_MS);
  const question = JSON.parse(settled) as NotificationBatchPreviewInput | null;
  const preview = useQuery(batchesApi.preview(clusterId, question));
  const error = preview.error instanceof ApiError ? preview.error : null;
  const data = question && !error ? preview.data?.data : undefined;
  const sms = question?.channel_id === NOTIFICATION_CHANNEL.sms;
  return (
    <Card size="small" title={t('communication.batches.preview.title')} data-testid="batch-preview">
      {!question && <Typography.Text type="secondary">{t('communication.batches.preview.hint')}</Typography.Text>}
      {question && error && (
        <Alert type="error" showIcon title={error.messages.join(' ')} data-testid="batch-preview-error" />
      )}
      {question && !error && !data && <Typography.Text>{t('communication.batches.preview.loading')}</Typography.Text>}
      {data && (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Space size="large" wrap>
            <Statistic
              title={t('communication.batches.preview.recipient_count')}
              value={data.recipient_count}
              loading={preview.isFetching}
              data-testid="batch-preview-count"
            />
            {sms && <Statistic title={t('communication.batches.preview.segments')} value={data.segments} />}
            {sms && (
              <Statistic title={t('communication.batches.preview.estimated_credits')} value={data.estimated_credits} />
            )}
            {sms && (
              <Statistic
                title={t('communication.batches.preview.sms_balance')}
                value={data.sms_balance ?? t('communication.batches.preview.unknownBalance')}
              />
            )}
          </Space>
          {data.warnings.map((warning) => (
            <Alert key={warning} type="warning" showIcon title={warning} data-testid="batch-preview-warning" />
          ))}
          {data.skipped.length > 0 && (
            <div data-testid="batch-preview-skipped">
              <Typography.Text strong>
                {t('communication.batches.preview.skipped', { count: data.skipped.length })}
              </Typography.Text>
              <Table<Skipped>
                size="small"
                rowKey="resident_id"
                dataSource={data.skipped}
                pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
                columns={[
                  {
                    key: 'resident',
                    title: t('communication.batches.preview.resident'),
                    dataIndex: 'resident_name',
                  },
                  { key: 'reason', title: t('communication.batches.preview.reason'), dataIndex: 'reason' },
                ]}
              />
            </div>
          )}
        </Space>
      )}
    </Card>
  );
}
