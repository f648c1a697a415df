import { Button, Space, type TableColumnType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../ui/DeleteButton';
import { toast } from '../../../ui/feedback';
import { formatDate, formatLira } from '../../../ui/format';
import { collectionsApi } from '../api';
import { AccountTable } from './AccountTable';
import type { Collection } from './accountTypes';
import { openReceipt } from './openReceipt';

/** An account's collections, each with its receipt and its delete; `onChanged` reloads the account. */
export function CollectionsTable({
  collections,
  onChanged,
}: {
  collections: Collection[];
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const remove = async (collectionId: number) => {
    await collectionsApi.remove(collectionId);
    toast.success(t('list.deleted'));
    await onChanged();
  };
  const columns: TableColumnType<Collection>[] = [
    { key: 'receipt_no', title: t('incomes.fields.receipt_no'), dataIndex: 'receipt_no' },
    { key: 'collected_on', title: t('incomes.fields.date'), render: (_, c) => formatDate(c.collected_on) },
    { key: 'resident_name', title: t('incomes.collect.payer'), dataIndex: 'resident_name' },
    {
      key: 'place_name',
      title: t('incomes.collect.place'),
      render: (_, c) => c.place_name ?? <Tag>{t('incomes.opening')}</Tag>,
    },
    { key: 'amount', title: t('incomes.fields.amount'), align: 'right', render: (_, c) => formatLira(c.amount) },
    { key: 'credit', title: t('incomes.fields.credit'), align: 'right', render: (_, c) => formatLira(c.credit) },
    {
      key: 'actions',
      title: t('list.actions'),
      render: (_, c) => (
        <Space>
          {c.receipt_no !== null && (
            <Button size="small" type="link" onClick={() => void openReceipt(c.id)}>
              {t('incomes.receipt')}
            </Button>
          )}
          <DeleteButton onConfirm={() => remove(c.id)} />
        </Space>
      ),
    },
  ];
  return <AccountTable paged dataSource={collections} data-testid="collections" columns={columns} />;
}
