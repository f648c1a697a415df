import type { ChartAccountRow } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Space, Table, type TableColumnType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { useCluster } from '../../../session/ClusterProvider';
import { can } from '../../../session/can';
import { useSession } from '../../../session/SessionProvider';
import { accountingApi } from '../api';

/** Hesap Planı: every account of the complex with its code; permitted users give a sub-account its own code. */
export function ChartTab({ onOpen }: { onOpen: (account: string) => void }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const { user } = useSession();
  const canEdit = can(user, 'edit-definitions');
  const { data, isFetching } = useQuery(accountingApi.chart(clusterId));
  const [editing, setEditing] = useState<ChartAccountRow | null>(null);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase('tr');
  const rows = (data?.data ?? []).filter(
    (a) => !needle || `${a.code} ${a.name} ${a.group_name}`.toLocaleLowerCase('tr').includes(needle),
  );
  const columns: TableColumnType<ChartAccountRow>[] = [
    {
      key: 'code',
      title: t('accounting.fields.code'),
      width: 160,
      render: (_v, a) => (
        <Space>
          {a.code}
          {a.custom && <Tag>{t('accounting.custom')}</Tag>}
        </Space>
      ),
    },
    { key: 'name', title: t('accounting.fields.name'), dataIndex: 'name' },
    {
      key: 'group',
      title: t('accounting.fields.group'),
      render: (_v, a) => `${a.group_code} ${a.group_name}`,
    },
    {
      key: 'actions',
      title: '',
      width: 200,
      render: (_v, a) => (
        <Space>
          <Button size="small" onClick={() => onOpen(a.key)}>
            {t('accounting.tabs.ledger')}
          </Button>
          {canEdit && (
            <Button size="small" onClick={() => setEditing(a)}>
              {t('accounting.editCode')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <Input.Search
        allowClear
        style={{ maxWidth: 360, marginBottom: 12 }}
        placeholder={t('accounting.search')}
        aria-label={t('accounting.search')}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Table<ChartAccountRow>
        rowKey="key"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: t('accounting.empty') }}
        pagination={{ defaultPageSize: 100, showSizeChanger: true, hideOnSinglePage: true }}
      />
      {editing && <CodeDialog account={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** The code of one sub-account: the complex's own, or empty for the default numbering. */
function CodeDialog({ account, onClose }: { account: ChartAccountRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const client = useQueryClient();
  const [code, setCode] = useState(account.custom ? account.code : '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await accountingApi.setCode(clusterId, account.key, code.trim() || null);
      await client.invalidateQueries({ queryKey: queryKeys.all(accountingApi.resource) });
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? e.messages.join(' ') : String(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`${t('accounting.editCode')}: ${account.name}`}
      okText={t('accounting.save')}
      cancelText={t('accounting.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        {t('accounting.codeHelp', { group: `${account.group_code} ${account.group_name}`, code: account.default_code })}
      </Typography.Paragraph>
      <Input
        aria-label={t('accounting.fields.code')}
        placeholder={account.default_code}
        value={code}
        status={error ? 'error' : undefined}
        onChange={(e) => setCode(e.target.value)}
        onPressEnter={() => void save()}
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Modal>
  );
}
