import type { NotificationBatch } from '@site/shared';
import { Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type KeyIn, keyUnder } from '../../../locales/keys';
import { formatDateTime, formatLira } from '../../../ui/format';
import { BatchStatusTag } from './BatchTags';
import { recipientSummaryOf } from './batchModel';

const field = (name: KeyIn<'communication.batches.fields'>) => `communication.batches.fields.${name}` as const;

/** What a batch sends, to whom, when, and who wrote it. */
export function BatchDetails({ batch }: { batch: NotificationBatch }) {
  const { t } = useTranslation();
  const recipients = recipientSummaryOf(batch.recipient_filter, formatLira)
    .map((part) => t(keyUnder('communication.batches.recipients', part.key), part.values ?? {}))
    .join(' · ');
  const item = (name: Parameters<typeof field>[0], children: ReactNode, span: 1 | 'filled' = 1) => ({
    key: name,
    label: t(field(name)),
    children,
    span,
  });
  return (
    <Card size="small" data-testid="batch-details">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          item('status', <BatchStatusTag status={batch.status} />),
          item('channel_id', t(keyUnder('communication.templates.channels', batch.channel_id))),
          item('template_id', batch.template_name ?? ''),
          item('cluster_name', batch.cluster_name),
          item('scheduled_at', formatDateTime(batch.scheduled_at ?? batch.created_at)),
          item('recipient_filter', recipients),
          ...(batch.subject ? [item('subject', batch.subject, 'filled')] : []),
          item(
            'body',
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="batch-body">
              {batch.body}
            </Typography.Paragraph>,
            'filled',
          ),
          item('estimated_segments', batch.estimated_segments),
          item('created_by_name', batch.created_by_name ?? ''),
          item('created_at', formatDateTime(batch.created_at)),
          ...(batch.finished_at ? [item('finished_at', formatDateTime(batch.finished_at))] : []),
          ...(batch.cancelled_at ? [item('cancelled_at', formatDateTime(batch.cancelled_at))] : []),
        ]}
      />
    </Card>
  );
}
