import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { keyUnder } from '../../../locales/keys';
import { formatDate, formatLira, formatPeriod } from '../../../ui/format';
import type { AccountKind, Debt } from './accountTypes';

/**
 * The columns of an account's debts; `withOpen` adds what is still open. A house's debts name their debtor,
 * a resident's their house. Late fees are debts too and take the same columns.
 */
export function debtColumns<T extends Debt>(t: TFunction, kind: AccountKind, withOpen: boolean): TableColumnType<T>[] {
  return [
    { key: 'due_on', title: t('incomes.fields.due_on'), render: (_, d) => formatDate(d.due_on) },
    { key: 'period', title: t('incomes.fields.period'), dataIndex: 'period', render: formatPeriod },
    {
      key: 'income_type_name',
      title: t('incomes.fields.income_type'),
      render: (_, d) => d.income_type_name ?? t(keyUnder('incomes.kinds', d.kind)),
    },
    kind === 'house'
      ? { key: 'resident_name', title: t('incomes.fields.debtor'), dataIndex: 'resident_name' }
      : { key: 'house_label', title: t('incomes.fields.house'), dataIndex: 'house_label' },
    { key: 'description', title: t('incomes.fields.description'), dataIndex: 'description' },
    { key: 'amount', title: t('incomes.fields.amount'), align: 'right', render: (_, d) => formatLira(d.amount) },
    { key: 'paid', title: t('incomes.fields.paid'), align: 'right', render: (_, d) => formatLira(d.paid) },
    ...(withOpen
      ? [
          {
            key: 'open',
            title: t('incomes.fields.open'),
            align: 'right' as const,
            render: (_: unknown, d: T) => <strong>{formatLira(d.open)}</strong>,
          },
        ]
      : []),
  ];
}
