import type { WizardHouse, WizardPreview } from '@site/shared';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatLira, formatPeriod } from '../../../ui/format';

/**
 * The dues per house: each charged month's amount and the total, with the houses' sums and the budget's own
 * months under them (equal to the kuruş).
 */
export function WizardPreviewTable({ preview }: { preview: WizardPreview }) {
  const { t } = useTranslation();
  const monthColumns = preview.months.map((month, m) => ({
    key: month,
    title: formatPeriod(month),
    align: 'right' as const,
    width: 110,
    render: (_v: unknown, row: WizardHouse) => formatLira(row.months[m]),
  }));
  return (
    <Table<WizardHouse>
      size="small"
      rowKey="house_id"
      pagination={false}
      scroll={{ x: 'max-content', y: 480 }}
      dataSource={preview.houses}
      columns={[
        { key: 'block', title: t('budgetPlanning.wizard.block'), dataIndex: 'block_name', fixed: 'left', width: 100 },
        { key: 'house', title: t('budgetPlanning.wizard.house'), dataIndex: 'house_label', fixed: 'left', width: 120 },
        { key: 'type', title: t('budgetPlanning.wizard.houseType'), dataIndex: 'house_type_name', width: 100 },
        { key: 'weight', title: t('budgetPlanning.wizard.weight'), dataIndex: 'weight', align: 'right', width: 90 },
        ...monthColumns,
        {
          key: 'total',
          title: t('budgetPlanning.wizard.yearTotal'),
          align: 'right',
          width: 130,
          fixed: 'right',
          render: (_v, row) => <strong>{formatLira(row.total)}</strong>,
        },
      ]}
      summary={() => (
        <Table.Summary fixed>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>
              <strong>{t('report.total')}</strong>
            </Table.Summary.Cell>
            {preview.month_totals.map((total, m) => (
              <Table.Summary.Cell key={preview.months[m]} index={4 + m} align="right">
                {formatLira(total)}
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={4 + preview.months.length} align="right">
              <strong data-testid="wizard-total">{formatLira(preview.total)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>
              {t('budgetPlanning.wizard.budgetRow')}
            </Table.Summary.Cell>
            {preview.budget_month_totals.map((total, m) => (
              <Table.Summary.Cell key={preview.months[m]} index={4 + m} align="right">
                {formatLira(total)}
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={4 + preview.months.length} align="right">
              {formatLira(preview.budget_total)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
