import type { ActivityAccountKind } from '@site/shared';
import { Button, Space, Typography } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCluster } from '../../../session/ClusterProvider';
import { useListParams } from '../../../ui/useListParams';
import { AccountPicker, PeriodPicker } from './AccountPicker';
import { ExportMenu } from './ExportMenu';

type Props = {
  /** The screen's title, at the start of the bar. */
  title: string;
  kind: ActivityAccountKind;
  accountId: number | null;
  from: string | null;
  to: string | null;
  /** Whether the period must have both ends (a statement's). */
  periodRequired?: boolean;
  /** API path and query of what is shown, for the export. */
  path: string;
  query: Record<string, unknown>;
  onReload: () => void;
  /** Controls before the account picker (e.g. the kind of account). */
  children?: ReactNode;
};

/**
 * The title bar of an account's journal or statement: its title, then the account and the period, which it
 * writes to the URL (`account_id`, `date_from`, `date_to`), the export and the reload, both waiting for an account.
 */
export function AccountTitleBar({
  title,
  kind,
  accountId,
  from,
  to,
  periodRequired,
  path,
  query,
  onReload,
  children,
}: Props) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const { update } = useListParams();

  // An account belongs to one complex: switching complexes starts with no account picked.
  const shownCluster = useRef(clusterId);
  useEffect(() => {
    if (shownCluster.current !== null && shownCluster.current !== clusterId) update({ account_id: null });
    shownCluster.current = clusterId;
  }, [clusterId, update]);

  return (
    <div className="table-title-bar">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Space wrap>
        {children}
        <AccountPicker kind={kind} value={accountId} onChange={(id) => update({ account_id: id })} />
        <PeriodPicker
          required={periodRequired}
          from={from}
          to={to}
          onChange={(dateFrom, dateTo) => update({ date_from: dateFrom, date_to: dateTo })}
        />
        <ExportMenu path={path} query={query} disabled={accountId === null} />
        <Button disabled={accountId === null} onClick={onReload}>
          {t('common.reload')}
        </Button>
      </Space>
    </div>
  );
}
