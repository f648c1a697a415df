import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCluster } from '../../../session/ClusterProvider';
import { toast } from '../../../ui/feedback';
import { bankActivitiesApi, refreshBankActivities } from '../api';
import { BankLines } from './BankTabs';

/**
 * /incomes/bank/closed: the lines matched into collections or booked as an invoice payment, an expense or a
 * transfer, each with its undo.
 */
export default function BankClosedScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { clusterId } = useCluster();

  const unmatch = async (id: number) => {
    await bankActivitiesApi.unmatch(id);
    toast.success(t('bankActivities.book.undone'));
    await refreshBankActivities(queryClient, clusterId);
  };

  return (
    <BankLines
      listType="closed"
      columns={[
        { key: 'activity_on', title: 'bankActivities.fields.activity_on', sortKey: 'activity_on', render: 'date' },
        { key: 'reference', title: 'bankActivities.fields.reference' },
        { key: 'bank_account_name', title: 'bankActivities.fields.bank_account' },
        { key: 'amount', title: 'bankActivities.fields.amount', sortKey: 'amount', render: 'money' },
        { key: 'sender_name', title: 'bankActivities.fields.sender_name' },
        { key: 'description', title: 'bankActivities.fields.description' },
        { key: 'booked_as', title: 'bankActivities.fields.booked_as', enumPrefix: 'bankActivities.bookings' },
        {
          key: 'counterpart',
          title: 'bankActivities.fields.counterpart',
          // A collection's house and payer; the provider or the account that received the money otherwise.
          render: (row) =>
            row.booked_as === 'collection'
              ? [row.collection_house_label, row.collection_resident_name].filter(Boolean).join(' · ')
              : (row.counterpart_name as string | null),
        },
        { key: 'collected_on', title: 'bankActivities.fields.collected_on', render: 'date' },
        {
          key: 'unmatch',
          title: 'bankActivities.book.undo',
          render: (row) => (
            <Popconfirm
              title={t('common.confirm')}
              okText={t('common.yes')}
              cancelText={t('common.no')}
              onConfirm={() => unmatch(row.id).catch(() => undefined)}
            >
              <Button size="small" danger>
                {t(row.booked_as === 'collection' ? 'bankActivities.unmatch' : 'bankActivities.book.undo')}
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
