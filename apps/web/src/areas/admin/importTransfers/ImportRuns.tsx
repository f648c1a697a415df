import type { ImportTransferRun } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Progress, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format';
import { importTransfersApi } from './api';

const STATUS_COLORS: Record<string, string> = { running: 'processing', done: 'success', failed: 'error' };

export const percentOf = (run: Pick<ImportTransferRun, 'processed_rows' | 'total_rows'>) =>
  run.total_rows ? Math.min(100, Math.round((run.processed_rows / run.total_rows) * 100)) : 0;

/** 'Geçmiş aktarımlar': every run, newest first, with its complex, file, status, progress and counts. */
export function ImportRuns({ refreshing }: { refreshing: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    ...importTransfersApi.runs({ page, per_page: 10 }),
    refetchInterval: refreshing ? 1000 : false,
  });
  const column = (key: string) =>
    t(`admin.importTransfers.runColumns.${key}` as 'admin.importTransfers.runColumns.status');
  return (
    <Card size="small" title={t('admin.importTransfers.runsTitle')} style={{ marginTop: 16 }}>
      <Table<ImportTransferRun>
        data-testid="import-runs"
        size="small"
        rowKey="id"
        loading={isFetching && !data}
        dataSource={data?.data ?? []}
        pagination={{
          current: page,
          pageSize: 10,
          total: data?.meta.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: column('created_at'), dataIndex: 'created_at', render: (v) => formatDateTime(v), width: 160 },
          { title: column('cluster_name'), dataIndex: 'cluster_name' },
          { title: column('file_name'), dataIndex: 'file_name' },
          { title: column('user_name'), dataIndex: 'user_name' },
          {
            title: column('status'),
            dataIndex: 'status',
            render: (status: string) => (
              <Tag color={STATUS_COLORS[status]}>
                {t(`admin.importTransfers.statuses.${status}` as 'admin.importTransfers.statuses.done', status)}
              </Tag>
            ),
          },
          {
            title: column('progress'),
            key: 'progress',
            width: 160,
            render: (_, run) => (
              <Progress
                size="small"
                percent={percentOf(run)}
                status={run.status === 'failed' ? 'exception' : run.status === 'running' ? 'active' : undefined}
              />
            ),
          },
          {
            title: column('counts'),
            key: 'counts',
            render: (_, run) => (run.counts ? t('admin.importTransfers.countsText', run.counts) : (run.error ?? '')),
          },
        ]}
      />
    </Card>
  );
}
