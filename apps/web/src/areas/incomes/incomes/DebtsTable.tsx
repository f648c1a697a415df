import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountTable } from './AccountTable';
import type { AccountKind, Debt, OpenParts } from './accountTypes';
import { debtColumns } from './debtColumns';

type Props = {
  kind: AccountKind;
  debts: Debt[];
  /** Given for the open debts: their open column and the 'Açık Borç' line under them; the paid ones are paged. */
  openParts?: OpenParts;
};

/** An account's open or paid debts. */
export function DebtsTable({ kind, debts, openParts }: Props) {
  const { t } = useTranslation();
  if (!openParts)
    return <AccountTable paged dataSource={debts} columns={debtColumns(t, kind, false)} data-testid="paid-debts" />;
  const columns = debtColumns(t, kind, true);
  return (
    <AccountTable
      dataSource={debts}
      columns={columns}
      data-testid="open-debts"
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={columns.length} align="right">
            <strong data-testid="open-debts-total">{t('incomes.openBreakdown', openParts)}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
