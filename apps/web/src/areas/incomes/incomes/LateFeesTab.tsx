import { type TableColumnType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatLira, formatPeriod } from '../../../ui/format';
import { AccountTable } from './AccountTable';
import type { Account, AccountKind, Accrued, Debt, Fee } from './accountTypes';
import { debtColumns } from './debtColumns';
import { ParentDebt } from './ParentDebt';

// A fee's own columns say its month and its debt; of the debt columns it keeps the payer and the amounts.
const FEE_OMITS = ['due_on', 'period', 'income_type_name', 'description'];

/**
 * An account's late fees: the charged ones, each with the debt and lateness it was computed from, and those
 * built up until `as_of` but not charged yet.
 */
export function LateFeesTab({ kind, account }: { kind: AccountKind; account: Account }) {
  const { t } = useTranslation();
  const debtsById = new Map([...account.open_debts, ...account.paid_debts].map((d) => [d.id, d]));
  const feeColumns: TableColumnType<Fee>[] = [
    {
      key: 'fee_period',
      title: t('incomes.fields.fee_month'),
      render: (_, f) => formatPeriod(f.fee_period ?? f.period),
    },
    {
      key: 'parent_debt',
      title: t('incomes.fields.parent_debt'),
      render: (_, f) => (f.parent_debt ? <ParentDebt debt={f.parent_debt} /> : null),
    },
    {
      key: 'days_late',
      title: t('incomes.fields.days_late'),
      render: (_, f) =>
        f.days_late === null ? '' : t('incomes.lateness', { days: f.days_late, month: f.delay_month }),
    },
    ...debtColumns<Fee>(t, kind, true).filter((c) => !FEE_OMITS.includes(String(c.key))),
    { key: 'computation', title: t('incomes.fields.computation'), render: (_, f) => f.computation?.text },
  ];
  const accruedColumns: TableColumnType<Accrued>[] = [
    {
      key: 'debt',
      title: t('incomes.fields.parent_debt'),
      render: (_, f) => {
        const debt: Debt | undefined = debtsById.get(f.debt_id);
        return debt ? <ParentDebt debt={debt} /> : null;
      },
    },
    { key: 'from', title: t('incomes.fields.from'), render: (_, f) => formatDate(f.from) },
    { key: 'amount', title: t('incomes.fields.amount'), render: (_, f) => formatLira(f.amount) },
    { key: 'text', title: t('incomes.fields.computation'), dataIndex: 'text' },
  ];
  return (
    <>
      <AccountTable dataSource={account.late_fees} columns={feeColumns} data-testid="late-fees" />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('incomes.accruedTitle', { date: formatDate(account.as_of) })}
      </Typography.Title>
      <AccountTable rowKey="debt_id" dataSource={account.accrued_late_fees} columns={accruedColumns} />
    </>
  );
}
