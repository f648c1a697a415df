import type { OperatingMeta } from '@site/shared';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatLira } from '../../../ui/format';

type Line = { key: string; name: string; amount: number; strong?: boolean };

/**
 * 'Farkın Açıklaması' under the accrual report: for income and for expense the cash-basis figure, the parts
 * of accrual − cash (they sum to it exactly) and the difference.
 */
export function DifferenceTable({ difference }: { difference: NonNullable<OperatingMeta['difference']> }) {
  const { t } = useTranslation();
  const d = difference;
  const lines: Line[] = [
    { key: 'cash_income', name: t('operatingReports.difference.cashIncome'), amount: d.cash_income, strong: true },
    ...d.income_parts.map((p) => ({ key: `income:${p.key}`, name: p.name, amount: p.amount })),
    { key: 'income', name: t('operatingReports.difference.incomeDifference'), amount: d.income, strong: true },
    { key: 'cash_expense', name: t('operatingReports.difference.cashExpense'), amount: d.cash_expense, strong: true },
    ...d.expense_parts.map((p) => ({ key: `expense:${p.key}`, name: p.name, amount: p.amount })),
    { key: 'expense', name: t('operatingReports.difference.expenseDifference'), amount: d.expense, strong: true },
  ];
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t('operatingReports.difference.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('operatingReports.difference.intro')}</Typography.Paragraph>
      <Table<Line>
        rowKey="key"
        size="small"
        bordered
        pagination={false}
        style={{ maxWidth: 720 }}
        dataSource={lines}
        columns={[
          {
            key: 'name',
            title: t('operatingReports.columns.name'),
            render: (_, l) =>
              l.strong ? <strong>{l.name}</strong> : <span style={{ paddingLeft: 24 }}>{l.name}</span>,
          },
          {
            key: 'amount',
            title: t('operatingReports.columns.total'),
            align: 'end',
            width: 180,
            render: (_, l) => (l.strong ? <strong>{formatLira(l.amount)}</strong> : formatLira(l.amount)),
          },
        ]}
      />
    </>
  );
}
