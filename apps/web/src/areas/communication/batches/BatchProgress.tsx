import type { NotificationBatch } from '@site/shared';
import { Card, Progress, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { isRunning, progressOf } from './batchModel';

type Count = KeyIn<'communication.batches.progress'> & ('queued' | 'sent' | 'delivered' | 'failed' | 'cancelled');

const COUNTS: { key: Count; value: (b: NotificationBatch) => number; color?: string }[] = [
  { key: 'queued', value: (b) => b.queued_count },
  { key: 'sent', value: (b) => b.sent_count, color: '#1677ff' },
  { key: 'delivered', value: (b) => b.delivered_count, color: '#389e0d' },
  { key: 'failed', value: (b) => b.failed_count, color: '#cf1322' },
  { key: 'cancelled', value: (b) => b.cancelled_count },
];

/** The number alone under the test id, so a test reads '12', not the title with it. */
const countOnly = (testId: string) => (value: number | string) => <span data-testid={testId}>{value}</span>;

/**
 * How far a batch got: a bar of the messages done with (sent in its darker part) and each count by status,
 * each number with a stable test id (`batch-progress-sent`…) for the browser tests. The page reads the batch again
 * every 2 s while it runs, so the numbers move by themselves.
 */
export function BatchProgress({ batch }: { batch: NotificationBatch }) {
  const { t } = useTranslation();
  const progress = progressOf(batch);
  const running = isRunning(batch);
  return (
    <Card size="small" title={t('communication.batches.progress.title')} data-testid="batch-progress">
      <Progress
        percent={progress.done}
        success={{ percent: progress.sent }}
        status={running && batch.status === 'sending' ? 'active' : batch.failed_count ? 'exception' : 'normal'}
        aria-label={t('communication.batches.progress.title')}
      />
      <Space size="large" wrap style={{ marginTop: 8 }}>
        <Statistic
          title={t('communication.batches.progress.total')}
          value={batch.total_count}
          formatter={countOnly('batch-progress-total')}
        />
        {COUNTS.map((count) => (
          <Statistic
            key={count.key}
            title={t(`communication.batches.progress.${count.key}`)}
            value={count.value(batch)}
            styles={count.color ? { content: { color: count.color } } : undefined}
            formatter={countOnly(`batch-progress-${count.key}`)}
          />
        ))}
      </Space>
      {running && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('communication.batches.progress.live')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
