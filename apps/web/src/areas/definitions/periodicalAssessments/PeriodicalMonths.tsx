import { formatMoney, type PeriodicalAssessmentPeriod, toKurus } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshCluster } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { ActionButton } from '../../../ui/ActionButton';
import { toast } from '../../../ui/feedback';
import { formatDate, formatPeriod, MONTH_PICKER_FORMAT } from '../../../ui/format';
import { periodicalAssessmentsApi } from '../api';

const text = (name: KeyIn<'periodicalAssessments.months'>) => `periodicalAssessments.months.${name}` as const;

/**
 * The months a recurring due has charged, and 'Şimdi oluştur': charge it now up to a month (the current one
 * at most), the way the scheduler would; a month already charged is not charged again.
 */
export function PeriodicalMonths({ id, canWrite }: { id: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const queryClient = useQueryClient();
  const [until, setUntil] = useState<Dayjs>(dayjs());
  const months = useQuery(periodicalAssessmentsApi.periods(id));

  const generate = async () => {
    const { data } = await periodicalAssessmentsApi.generate(id, until.format('YYYY-MM'));
    if (data.failed.length) toast.error(data.failed.map((f) => `${formatPeriod(f.period)}: ${f.message}`).join(' '));
    else toast.success(t(text('generated'), { count: data.created }));
    // The charged months, the due's last month, and the complex's debts and balances.
    await refreshCluster(queryClient, clusterId);
  };

  return (
    <section data-testid="periodical-months" style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{t(text('title'))}</Typography.Title>
      {canWrite && (
        <Space wrap style={{ marginBottom: 12 }}>
          <DatePicker
            picker="month"
            format={MONTH_PICKER_FORMAT}
            allowClear={false}
            value={until}
            maxDate={dayjs()}
            aria-label={t(text('until'))}
            onChange={(value) => value && setUntil(value)}
          />
          <ActionButton onClick={generate}>{t(text('generate'))}</ActionButton>
        </Space>
      )}
      <Table<PeriodicalAssessmentPeriod>
        size="small"
        rowKey="assessment_id"
        loading={months.isLoading}
        pagination={false}
        dataSource={months.data?.data ?? []}
        locale={{ emptyText: t(text('none')) }}
        columns={[
          { key: 'period', title: t(text('period')), render: (_, m) => formatPeriod(m.period) },
          { key: 'due_on', title: t(text('dueOn')), render: (_, m) => formatDate(m.due_on) },
          { key: 'total', title: t(text('total')), align: 'right', render: (_, m) => formatMoney(toKurus(m.total)) },
          { key: 'line_count', title: t(text('lineCount')), align: 'right', dataIndex: 'line_count' },
        ]}
      />
    </section>
  );
}
