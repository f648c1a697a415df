import { Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLira } from '../../../ui/format';
import { ledgerPath } from './reportFormat';

/** A right-aligned lira column. */
export function moneyColumn<Row>(title: string, dataIndex: keyof Row & string, width?: number): ColumnType<Row> {
  return { title, dataIndex, key: dataIndex, align: 'right', width, render: (value: number) => formatLira(value) };
}

/** A figure that opens its account's ledger (muavin) over the period, for a one-complex report. */
export function LedgerLink({
  account,
  period,
  enabled,
  children,
}: {
  account: string;
  period: { date_from: string | null; date_to: string };
  enabled: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (!enabled) return <>{children}</>;
  return (
    <Link to={ledgerPath(account, period)} title={t('clusterReports.ledgerLink')}>
      {children}
    </Link>
  );
}

/** An amount over its budget: red, with the 'Aşım' tag. */
export function Overrun({ over, children }: { over: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  if (!over) return <>{children}</>;
  return (
    <>
      <Typography.Text type="danger">{children}</Typography.Text> <Tag color="red">{t('clusterReports.overrun')}</Tag>
    </>
  );
}
