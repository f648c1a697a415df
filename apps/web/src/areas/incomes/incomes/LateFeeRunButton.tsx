import { formatMoney, type LateFeePreviewFee, toKurus } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Modal, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshCluster } from '../../../api/queryKeys';
import { keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { toast } from '../../../ui/feedback';
import { formatDate, formatLira, MONTH_PICKER_FORMAT } from '../../../ui/format';
import { lateFeesApi } from '../api';

/**
 * 'Gecikme Tazminatı Hesapla': pick an ended month, read what it would charge (the settings in force, each late
 * debt with its days and month of delay and its fee, the total), then 'Tahakkuk Et' charges exactly that. The
 * scheduler charges last month by itself.
 */
export function LateFeeRunButton() {
  const { t, i18n } = useTranslation();
  const { clusterId } = useCluster();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState<Dayjs>(dayjs().subtract(1, 'month'));
  const [busy, setBusy] = useState(false);
  const period = month.format('YYYY-MM');
  const preview = useQuery({
    ...lateFeesApi.preview(clusterId, period),
    enabled: open && clusterId !== null,
    // What would be charged changes with every payment: read it afresh each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
  const data = preview.data?.data;

  const run = async () => {
    setBusy(true);
    try {
      const result = await lateFeesApi.run(clusterId, period);
      toast.success(
        t('incomes.lateFees.done', { count: result.data.count, total: formatMoney(toKurus(result.data.total)) }),
      );
      setOpen(false);
      // The charged fees are debts: every balance, debt list and account of the complex.
      await refreshCluster(queryClient, clusterId);
    } finally {
      setBusy(false);
    }
  };

  const settings = data?.settings;
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
      <Button onClick={() => setOpen(true)}>{t('incomes.lateFees.run')}</Button>
      <Modal
        open={open}
        title={t('incomes.lateFees.run')}
        width={1100}
        okText={t('incomes.lateFees.charge')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        okButtonProps={{ disabled: !data || data.count === 0 }}
        onOk={run}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('incomes.lateFees.explain')}</Typography.Text>
          <DatePicker
            picker="month"
            format={MONTH_PICKER_FORMAT}
            value={month}
            allowClear={false}
            // Only a month that has ended can be charged (the server refuses the month under way).
            maxDate={dayjs().subtract(1, 'month').endOf('month')}
            aria-label={t('incomes.lateFees.month')}
            onChange={(value) => value && setMonth(value)}
          />
          {settings && (
            <Typography.Text data-testid="late-fee-settings">
              {t('incomes.lateFees.settings', {
                method: t(keyUnder('incomes.lateFees.methods', settings.method)),
                rate: settings.rate.toLocaleString(i18n.language),
                grace: settings.grace_days,
                source: t(`incomes.lateFees.graceSources.${settings.grace_source}`),
              })}
            </Typography.Text>
          )}
          {data && data.charged.count > 0 && (
            <Alert
              type="info"
              showIcon
              message={t('incomes.lateFees.alreadyCharged', {
                count: data.charged.count,
                total: formatLira(data.charged.total),
              })}
            />
          )}
          {data && (
            <Table
              rowKey="parent_debt_id"
              size="small"
              loading={preview.isFetching}
              dataSource={data.fees}
              // Every row in one scrolling list, so the rows add up to the total under them.
              pagination={false}
              scroll={{ y: 420 }}
              locale={{ emptyText: t('incomes.lateFees.empty') }}
              data-testid="late-fee-preview"
              columns={[
                { key: 'house_label', title: t('incomes.fields.house'), dataIndex: 'house_label' },
                { key: 'resident_name', title: t('incomes.fields.debtor'), dataIndex: 'resident_name' },
                {
                  key: 'debt',
                  title: t('incomes.fields.parent_debt'),
                  render: (_: unknown, f: LateFeePreviewFee) =>
                    [f.income_type_name, f.debt_description].filter(Boolean).join(' · '),
                },
                {
                  key: 'due_on',
                  title: t('incomes.fields.due_on'),
                  render: (_: unknown, f: LateFeePreviewFee) => formatDate(f.due_on),
                },
                {
                  key: 'days_late',
                  title: t('incomes.fields.days_late'),
                  render: (_: unknown, f: LateFeePreviewFee) =>
                    t('incomes.lateness', { days: f.days_late, month: f.delay_month }),
                },
                {
                  key: 'amount',
                  title: t('incomes.fields.amount'),
                  align: 'right' as const,
                  render: (_: unknown, f: LateFeePreviewFee) => formatLira(f.amount),
                },
                { key: 'text', title: t('incomes.fields.computation'), dataIndex: 'text' },
              ]}
            />
          )}
          {data && data.count > 0 && (
            <Typography.Text strong data-testid="late-fee-preview-total">
              {t('incomes.lateFees.previewTotal', { count: data.count, total: formatLira(data.total) })}
            </Typography.Text>
          )}
        </Space>
      </Modal>
    </div>
  );
}
