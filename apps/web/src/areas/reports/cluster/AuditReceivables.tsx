import type { AuditReport } from '@site/shared';
import { Card, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../locales/keys';
import { formatLira } from '../../../ui/format';

type Receivables = AuditReport['receivables'];
type Line = { key: string; label: MessageKey; amount: number; strong?: boolean };

/** The receivables at the period's end by age, the advances and the total that equals the journal's. */
export function AuditReceivables({ receivables: r }: { receivables: Receivables }) {
  const { t } = useTranslation();
  const lines: Line[] = [
    { key: 'not_due', label: 'clusterReports.audit.notDue', amount: r.not_due },
    { key: 'days_0_30', label: 'clusterReports.audit.days0to30', amount: r.days_0_30 },
    { key: 'days_31_60', label: 'clusterReports.audit.days31to60', amount: r.days_31_60 },
    { key: 'days_61_90', label: 'clusterReports.audit.days61to90', amount: r.days_61_90 },
    { key: 'days_over_90', label: 'clusterReports.audit.daysOver90', amount: r.days_over_90 },
    { key: 'open_debts', label: 'clusterReports.audit.openDebts', amount: r.open_debts, strong: true },
    { key: 'advances', label: 'clusterReports.audit.advances', amount: -r.advances },
    ...(r.other !== 0 ? [{ key: 'other', label: 'clusterReports.audit.other' as MessageKey, amount: r.other }] : []),
    { key: 'total', label: 'clusterReports.audit.totalReceivables', amount: r.total, strong: true },
  ];
  return (
    <Card title={t('clusterReports.audit.receivables')} size="small">
      <Table<Line>
        data-testid="audit-receivables"
        size="small"
        rowKey="key"
        pagination={false}
        showHeader={false}
        dataSource={lines}
        columns={[
          {
            key: 'label',
            render: (_, line) =>
              line.strong ? <Typography.Text strong>{t(line.label)}</Typography.Text> : t(line.label),
          },
          {
            key: 'amount',
            align: 'right',
            render: (_, line) =>
              line.strong ? (
                <Typography.Text strong>{formatLira(line.amount)}</Typography.Text>
              ) : (
                formatLira(line.amount)
              ),
          },
        ]}
      />
    </Card>
  );
}
