import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../ui/useListParams';
import { ChartTab } from './ChartTab';
import { LedgerTab } from './LedgerTab';
import { TrialBalanceTab } from './TrialBalanceTab';

const TABS = ['chart', 'trial-balance', 'ledger'] as const;
type Tab = (typeof TABS)[number];

/**
 * Muhasebe → Hesap Planı: the complex's journal accounts on the uniform chart (codes editable by permitted
 * users), the trial balance (mizan) of a period and the ledger (muavin) of one account. The tab, the period
 * and the account live in the URL; a mizan row opens its muavin over the same period.
 */
export default function AccountsScreen() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.filters.tab ?? '')
    ? (params.filters.tab as Tab)
    : 'chart';
  const openLedger = (account: string) => update({ tab: 'ledger', account });
  return (
    <div className="data-table">
      <Typography.Title level={3}>{t('menu.accounting.accounts')}</Typography.Title>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => update({ tab: key === 'chart' ? null : key })}
        items={[
          { key: 'chart', label: t('accounting.tabs.chart'), children: <ChartTab onOpen={openLedger} /> },
          {
            key: 'trial-balance',
            label: t('accounting.tabs.trialBalance'),
            children: <TrialBalanceTab onOpen={openLedger} />,
          },
          { key: 'ledger', label: t('accounting.tabs.ledger'), children: <LedgerTab /> },
        ]}
      />
    </div>
  );
}
