import type { OperatingMeta } from '@site/shared';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLira, formatPeriod } from '../../../ui/format';
import { CommentCell } from './CommentCell';
import { ledgerLink, type TableLine } from './operatingTable';

/**
 * The report's table: the line names in a fixed first column, one column a month, the total, with the
 * comparison the previous period and the difference, and on the review report the comment. For one complex
 * a line's amounts open its account's ledger.
 */
export function OperatingTable({
  lines,
  meta,
  withComments,
  mayComment,
}: {
  lines: TableLine[];
  meta: OperatingMeta;
  withComments: boolean;
  mayComment: boolean;
}) {
  const { t } = useTranslation();
  const drill = meta.cluster_id !== null;
  const strong = (line: TableLine, node: ReactNode) => (line.kind === 'line' ? node : <strong>{node}</strong>);
  const amount = (line: TableLine, value: number | null | undefined, month?: string) => {
    if (value === null || value === undefined || line.kind === 'header') return null;
    const text = formatLira(value);
    if (drill && line.kind === 'line' && line.account && value !== 0) {
      return (
        <Link to={ledgerLink(line.account, meta, month)} title={t('operatingReports.ledgerLink')}>
          {text}
        </Link>
      );
    }
    return strong(line, text);
  };
  const nameOf = (line: TableLine): ReactNode => {
    if (line.kind === 'line') return <span style={{ paddingLeft: line.child ? 24 : 0 }}>{line.name}</span>;
    if (line.kind === 'net') return <strong>{t('operatingReports.sections.net')}</strong>;
    const section = line.section ?? 'income';
    if (line.kind === 'header')
      return <Typography.Text strong>{t(`operatingReports.sections.${section}`)}</Typography.Text>;
    return <strong>{t(`operatingReports.sections.${section === 'income' ? 'incomeTotal' : 'expenseTotal'}`)}</strong>;
  };
  const columns: ColumnsType<TableLine> = [
    { key: 'name', title: t('operatingReports.columns.name'), fixed: 'left', width: 260, render: (_, l) => nameOf(l) },
    ...meta.months.map((month, i) => ({
      key: month,
      title: formatPeriod(month),
      align: 'end' as const,
      width: 130,
      render: (_: unknown, l: TableLine) => amount(l, l.months[i], month),
    })),
    {
      key: 'total',
      title: t('operatingReports.columns.total'),
      align: 'end',
      width: 140,
      render: (_, l) => amount(l, l.total),
    },
  ];
  if (meta.previous != null) {
    columns.push(
      {
        key: 'previous',
        title: t('operatingReports.columns.previous'),
        align: 'end',
        width: 140,
        render: (_, l) => (l.previous === undefined ? null : strong(l, formatLira(l.previous))),
      },
      {
        key: 'difference',
        title: t('operatingReports.columns.difference'),
        align: 'end',
        width: 140,
        render: (_, l) => (l.difference === undefined ? null : strong(l, formatLira(l.difference))),
      },
    );
  }
  if (withComments) {
    columns.push({
      key: 'comment',
      title: t('operatingReports.columns.comment'),
      width: 320,
      render: (_, l) =>
        l.kind === 'line' && l.lineKey ? (
          <CommentCell
            comment={l.comment ?? null}
            lineKey={l.lineKey}
            clusterId={meta.cluster_id}
            period={meta}
            editable={mayComment && meta.commentable === true && l.account !== null}
          />
        ) : null,
    });
  }
  return (
    <Table<TableLine>
      rowKey="rowKey"
      size="small"
      bordered
      pagination={false}
      columns={columns}
      dataSource={lines}
      scroll={{ x: 'max-content' }}
    />
  );
}
