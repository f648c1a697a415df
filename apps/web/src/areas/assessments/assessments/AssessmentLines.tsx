import type { Debt } from '@site/shared';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { formatDate, formatLira, formatPeriod } from '../../../ui/format';

/** The debts an assessment wrote, each with what is paid of it and what is still open. */
export function AssessmentLines({ lines }: { lines: Debt[] }) {
  const { t } = useTranslation();
  const label = (key: KeyIn<'assessments.lines'>) => t(`assessments.lines.${key}` as const);
  return (
    <div data-testid="assessment-lines">
      <Table<Debt>
        size="small"
        rowKey="id"
        dataSource={lines}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100] }}
        columns={[
          { key: 'house', title: label('house'), dataIndex: 'house_label' },
          { key: 'debtor', title: label('debtor'), dataIndex: 'resident_name' },
          { key: 'period', title: label('period'), dataIndex: 'period', render: formatPeriod },
          { key: 'due_on', title: label('due_on'), render: (_v, row) => formatDate(row.due_on) },
          { key: 'amount', title: label('amount'), align: 'right', render: (_v, row) => formatLira(row.amount) },
          { key: 'paid', title: label('paid'), align: 'right', render: (_v, row) => formatLira(row.paid) },
          { key: 'open', title: label('open'), align: 'right', render: (_v, row) => formatLira(row.open) },
        ]}
      />
    </div>
  );
}
