import type { PivotDimension, PivotValue } from '@site/shared';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keyUnder } from '../../../locales/keys';
import { chartCount } from '../../../ui/charts/chartFormat';
import { formatLira, formatPeriod } from '../../../ui/format';
import type { Matrix, MatrixRow } from './pivotMatrix';

/** A header's text: months as 'Mart 2026', the rest as the API names them. */
export const headerText = (labels: string[], keys: string[], dims: PivotDimension[]) =>
  labels.map((l, i) => (dims[i] === 'month' ? formatPeriod(keys[i] ?? l) || l : l)).join(' / ');

// The ledger account a row dimension's key names (`expense_type:7`); houses, blocks and months have none.
const LEDGER_KIND: Partial<Record<PivotDimension, string>> = {
  expense_type: 'expense_type',
  child_expense_type: 'expense_type',
  provider: 'provider',
  income_type: 'income_type',
  resident: 'resident',
};

/** Where a figure's lines are: the ledger of the row's account over the report's period, for one complex. */
export type LedgerLink = { date_from: string | null; date_to: string } | null;

/**
 * The pivot as a table: the row dimensions fixed on the left, one column per column header, the row totals on
 * the right and the column totals in a summary row under it.
 */
export function PivotTable({
  matrix,
  rows,
  columns,
  value,
  ledger,
}: {
  matrix: Matrix;
  rows: PivotDimension[];
  columns: PivotDimension[];
  value: PivotValue;
  /** The period of a one-complex report, whose row names link to their ledger; null for the whole company. */
  ledger: LedgerLink;
}) {
  const { t } = useTranslation();
  const show = (n: number | undefined) => (n === undefined ? '' : value === 'count' ? chartCount(n) : formatLira(n));
  const total = t('analysis.pivot.total');
  const rowColumns: ColumnsType<MatrixRow> = rows.length
    ? rows.map((dim, i) => ({
        key: `r${i}`,
        title: t(keyUnder('analysis.pivot.dimensions', dim)),
        fixed: 'left' as const,
        width: 200,
        render: (_: unknown, row: MatrixRow): ReactNode => {
          const label = dim === 'month' ? formatPeriod(row.labels[i]) || row.labels[i] : row.labels[i];
          const kind = LEDGER_KIND[dim];
          const id = row.key.split('|')[i];
          if (!ledger || !kind || !id) return label;
          const from = ledger.date_from ? `&date_from=${ledger.date_from}` : '';
          return (
            <Link to={`/accounting/accounts?tab=ledger&account=${kind}:${id}${from}&date_to=${ledger.date_to}`}>
              {label}
            </Link>
          );
        },
      }))
    : [{ key: 'r0', title: '', fixed: 'left' as const, width: 160, render: () => total }];
  const valueColumns: ColumnsType<MatrixRow> = matrix.columns.map((c) => ({
    key: `c:${c.key}`,
    title: headerText(c.labels, c.keys, columns) || total,
    align: 'right' as const,
    width: 140,
    render: (_: unknown, row: MatrixRow) => show(row.cells[c.key]),
  }));
  const totalColumn: ColumnsType<MatrixRow> = columns.length
    ? [
        {
          key: 'total',
          title: total,
          align: 'right' as const,
          fixed: 'right' as const,
          width: 150,
          render: (_: unknown, row: MatrixRow) => <Typography.Text strong>{show(row.total)}</Typography.Text>,
        },
      ]
    : [];
  const leading = Math.max(rows.length, 1);
  return (
    <Table<MatrixRow>
      size="small"
      bordered
      rowKey="key"
      pagination={false}
      dataSource={matrix.rows}
      columns={[...rowColumns, ...valueColumns, ...totalColumn]}
      scroll={{ x: 'max-content', y: 560 }}
      data-testid="pivot-table"
      summary={() => (
        <Table.Summary fixed>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={leading}>
              <Typography.Text strong>{total}</Typography.Text>
            </Table.Summary.Cell>
            {matrix.columns.map((c, i) => (
              <Table.Summary.Cell key={c.key} index={leading + i} align="right">
                <Typography.Text strong>{show(matrix.columnTotals[c.key])}</Typography.Text>
              </Table.Summary.Cell>
            ))}
            {columns.length > 0 && (
              <Table.Summary.Cell index={leading + matrix.columns.length} align="right">
                <Typography.Text strong>{show(matrix.grand)}</Typography.Text>
              </Table.Summary.Cell>
            )}
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
