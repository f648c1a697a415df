import { formatMoney, type AssessmentPreview as Preview, toKurus } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { assessmentsApi } from '../api';
import { isPreviewable } from './assessmentPayload';

/** Quiet time after the last change before the preview is asked for. */
export const PREVIEW_DEBOUNCE_MS = 400;

type PreviewHouse = Preview['houses'][number];

/** The value once it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * What an assessment would charge, recomputed by the server after each change (debounced) once the
 * required fields are filled: each house with its debtor and amount, the total and the house count.
 */
export function AssessmentPreview({ payload }: { payload: Record<string, unknown> }) {
  const { t } = useTranslation();
  const body = useDebounced(JSON.stringify(payload), PREVIEW_DEBOUNCE_MS);
  const ready = isPreviewable(JSON.parse(body));
  const preview = useQuery({
    ...assessmentsApi.preview(body),
    enabled: ready,
    retry: false,
    staleTime: 60_000,
  });

  const error = preview.error instanceof ApiError ? preview.error : null;
  const data = ready && !error ? preview.data?.data : undefined;
  return (
    <div data-testid="assessment-preview">
      <Typography.Title level={5}>{t('assessments.preview.title')}</Typography.Title>
      {!ready && <Typography.Text type="secondary">{t('assessments.preview.waiting')}</Typography.Text>}
      {ready && error && (
        <Alert type="error" showIcon title={error.messages.join(' ')} data-testid="assessment-preview-error" />
      )}
      {data && (
        <Typography.Paragraph strong data-testid="assessment-preview-total">
          {t('assessments.preview.summary', {
            total: formatMoney(toKurus(data.total)),
            count: data.house_count,
          })}
        </Typography.Paragraph>
      )}
      {ready && !error && (
        <Table<PreviewHouse>
          size="small"
          rowKey="house_id"
          loading={preview.isFetching}
          dataSource={data?.houses ?? []}
          pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100] }}
          columns={[
            { key: 'house', title: t('assessments.preview.house'), dataIndex: 'house_label' },
            { key: 'debtor', title: t('assessments.preview.debtor'), dataIndex: 'resident_name' },
            {
              key: 'amount',
              title: t('assessments.preview.amount'),
              align: 'right',
              render: (_v, row) => formatMoney(toKurus(row.amount)),
            },
          ]}
        />
      )}
    </div>
  );
}
