import { formatIban, type SaasBankActivity } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { ActionButton } from '../../../ui/ActionButton';
import { DataTable, type Row } from '../../../ui/DataTable';
import { toast } from '../../../ui/feedback';
import { useListParams } from '../../../ui/useListParams';
import { AdminOnly } from '../users/AdminOnly';
import { refreshSaasBank, saasBankApi } from './api';
import { ConfidenceTag } from './ConfidenceTag';
import { ImportButton } from './ImportButton';
import { MatchPanel } from './MatchPanel';
import { SellerAccountCard } from './SellerAccountCard';

const LIST_TYPES = ['open', 'matched', 'all'] as const;
const line = (row: Row) => row as unknown as SaasBankActivity;
const field = (name: KeyIn<'admin.bankActivities.fields'>) => `admin.bankActivities.fields.${name}` as const;

/** 'Açık' / 'Eşleşen' / 'Tümü': the list's `list_type`, kept in the URL with the rest of the list's state. */
function ListTypeTabs() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  return (
    <Tabs
      activeKey={params.filters.list_type ?? 'open'}
      onChange={(key) => update({ list_type: key === 'open' ? null : key })}
      items={LIST_TYPES.map((key) => ({ key, label: t(`admin.bankActivities.tabs.${key}`) }))}
      style={{ width: '100%' }}
    />
  );
}

/**
 * /admin/crm/bank-activities (Yönetim › CRM › Banka Hareketleri Eşleştirme): the seller's account ('Banka
 * Hesabımız'), the statement upload, the lines ('Açık', 'Eşleşen', 'Tümü') with the suggested customer and
 * how sure it is, and 'Tahsilat Eşleştir', which books the customer's payment from a line.
 */
export default function BankActivitiesScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [matching, setMatching] = useState<SaasBankActivity | null>(null);

  const unmatch = async (row: SaasBankActivity) => {
    await saasBankApi.unmatch(row.reference_no);
    toast.success(t('admin.bankActivities.unmatched'));
    await refreshSaasBank(queryClient);
  };

  const actions = (row: Row) => {
    const activity = line(row);
    if (activity.status === 'matched') {
      return (
        <Popconfirm
          title={t('admin.bankActivities.unmatchConfirm')}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          onConfirm={() => unmatch(activity)}
        >
          <Button size="small">{t('admin.bankActivities.unmatch')}</Button>
        </Popconfirm>
      );
    }
    if (activity.amount <= 0) return <Tag>{t('admin.bankActivities.outgoing')}</Tag>;
    return (
      <ActionButton
        size="small"
        type="primary"
        onClick={() => setMatching(activity)}
        data-testid="saas-bank-match-open"
      >
        {t('admin.bankActivities.match')}
      </ActionButton>
    );
  };

  return (
    <AdminOnly>
      <SellerAccountCard />
      <DataTable
        resource={saasBankApi.resource}
        listPath={saasBankApi.listPath}
        clusterParam={false}
        title="menu.admin.bankActivities"
        basePath="/admin/crm/bank-activities"
        canWrite={false}
        hasShow={false}
        searchPlaceholder="admin.bankActivities.search"
        toolbar={<ImportButton />}
        filters={<ListTypeTabs />}
        rowActions={actions}
        columns={[
          { key: 'activity_on', title: field('activity_on'), sortKey: 'activity_on', render: 'date', width: 110 },
          { key: 'amount', title: field('amount'), sortKey: 'amount', render: 'money', align: 'right', width: 130 },
          { key: 'description', title: field('description') },
          {
            key: 'tax_number',
            title: field('numbers'),
            render: (row) => (
              <Space orientation="vertical" size={0}>
                {line(row).tax_number}
                {line(row).identity_number}
              </Space>
            ),
          },
          {
            key: 'iban',
            title: field('iban'),
            render: (row) => (line(row).iban ? formatIban(line(row).iban ?? '') : ''),
          },
          {
            key: 'suggested_customer_name',
            title: field('suggested_customer_name'),
            render: (row) =>
              line(row).suggested_customer_name && (
                <Space size={4} wrap>
                  {line(row).suggested_customer_name}
                  <ConfidenceTag confidence={line(row).match_confidence} />
                </Space>
              ),
          },
          { key: 'customer_name', title: field('customer_name') },
        ]}
      />
      <MatchPanel
        line={matching}
        onClose={() => setMatching(null)}
        onMatched={() => {
          setMatching(null);
          void refreshSaasBank(queryClient);
        }}
      />
    </AdminOnly>
  );
}
