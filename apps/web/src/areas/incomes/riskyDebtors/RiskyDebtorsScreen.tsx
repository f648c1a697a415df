import { formatMoney, RISKY_DEBTOR_TYPES, type RiskyDebtorType, toKurus } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Tabs } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KeyIn } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { type ColumnDef, DataTable } from '../../../ui/DataTable';
import { useListParams } from '../../../ui/useListParams';
import { riskyDebtorsApi } from '../api';

const key = (name: KeyIn<'receivables.riskyDebtors'>) => `receivables.riskyDebtors.${name}` as const;

const columns = (type: RiskyDebtorType): ColumnDef[] => [
  {
    key: 'name',
    title: key(type === 'resident' ? 'fields.resident' : 'fields.house'),
    sortKey: 'name',
    filter: 'text',
  },
  { key: 'balance', title: key('fields.balance'), sortKey: 'balance', render: 'balance' },
  { key: 'open_debt_count', title: key('fields.open_debt_count') },
  { key: 'oldest_due_on', title: key('fields.oldest_due_on'), render: 'date' },
];

/** The company's threshold of this list, or where to set it when it is missing. */
function Threshold({ type }: { type: RiskyDebtorType }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const { data } = useQuery(riskyDebtorsApi.threshold(clusterId, type));
  if (!data) return null;
  const { threshold, company_id: companyId } = data.meta;
  if (threshold === null)
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t(key(`notSet.${type}`))}
        description={<Link to={`/definitions/companies/${companyId}/edit`}>{t(key('setParameter'))}</Link>}
      />
    );
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={
        <Trans
          i18nKey={key(`threshold.${type}`)}
          values={{ amount: formatMoney(toKurus(threshold)) }}
          components={{ strong: <strong /> }}
        />
      }
    />
  );
}

/** /incomes/risky: residents (Kişi) and houses (BB) owing more than the management company's risk parameter. */
export default function RiskyDebtorsScreen() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const type: RiskyDebtorType = params.filters.type === 'house' ? 'house' : 'resident';
  return (
    <>
      <Tabs
        activeKey={type}
        // Each tab is its own list: its page, sort and searches start afresh.
        onChange={(next) =>
          update({ type: next === 'resident' ? null : next, order_by: null, order: null, q: null, name: null })
        }
        items={RISKY_DEBTOR_TYPES.map((value) => ({ key: value, label: t(key(`tabs.${value}`)) }))}
      />
      <Threshold type={type} />
      <DataTable
        key={type}
        resource="risky-debtors"
        basePath="/incomes/risky"
        title="menu.incomes.risky"
        canWrite={false}
        hasShow={false}
        fixedQuery={{ type }}
        columns={columns(type)}
      />
    </>
  );
}
