import type { ActionLog } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Descriptions, Drawer, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { keyUnder } from '../../../locales/keys';
import { useSession } from '../../../session/SessionProvider';
import { DataTable } from '../../../ui/DataTable';
import { formatDateTime } from '../../../ui/format';
import { actionLogsApi } from '../api';

const show = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** What changed: every field of the record before and after, changed ones first. */
function Changes({ log }: { log: ActionLog }) {
  const { t } = useTranslation();
  const keys = [...new Set([...Object.keys(log.old_values ?? {}), ...Object.keys(log.new_values ?? {})])];
  const rows = keys
    .map((key) => ({ key, before: show(log.old_values?.[key]), after: show(log.new_values?.[key]) }))
    .sort((a, b) => Number(b.before !== b.after) - Number(a.before !== a.after));
  return (
    <Table
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      rowClassName={(row) => (row.before !== row.after ? 'changed-row' : '')}
      columns={[
        { key: 'key', dataIndex: 'key', title: t('actionLogs.field') },
        { key: 'before', dataIndex: 'before', title: t('actionLogs.before') },
        { key: 'after', dataIndex: 'after', title: t('actionLogs.after') },
      ]}
    />
  );
}

/** /logs/action-logs and /logs/action-logs/:id: who changed what and when, read-only. */
export default function ActionLogsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { id } = useParams();
  const log = useQuery(actionLogsApi.record(id ? Number(id) : null));
  const { user } = useSession();
  // A super administrator may also list what happened outside complexes (companies, users, impersonation).
  const [outsideToo, setOutsideToo] = useState(false);
  const allScopes = Boolean(user?.is_superadmin) && outsideToo;

  return (
    <>
      <DataTable
        resource="action-logs"
        listPath={actionLogsApi.listPath}
        clusterParam={!allScopes}
        filters={
          user?.is_superadmin ? (
            <Checkbox checked={allScopes} onChange={(event) => setOutsideToo(event.target.checked)}>
              {t('actionLogs.allScopes')}
            </Checkbox>
          ) : undefined
        }
        exportable={false}
        title="menu.logs.actionLogs"
        basePath="/logs/action-logs"
        canWrite={false}
        columns={[
          { key: 'created_at', title: 'actionLogs.created_at', sortKey: 'created_at', render: 'datetime' },
          { key: 'user_name', title: 'actionLogs.user', sortKey: 'user_name', filter: 'text' },
          { key: 'impersonator_name', title: 'actionLogs.impersonator' },
          {
            key: 'entity_type',
            title: 'actionLogs.entity_type',
            sortKey: 'entity_type',
            enumPrefix: 'actionLogs.entities',
          },
          { key: 'entity_id', title: 'actionLogs.entity_id' },
          { key: 'action_type_id', title: 'actionLogs.action', enumPrefix: 'actionLogs.actions' },
          {
            key: 'page_url',
            title: 'actionLogs.page_url',
            render: (row) => show(row.page_url).replace(/^https?:\/\/[^/]+/, ''),
          },
        ]}
      />
      <Drawer
        open={Boolean(id)}
        size="large"
        onClose={() => navigate(`/logs/action-logs${search}`)}
        title={t('menu.logs.actionLogs')}
      >
        {log.data && (
          <>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('actionLogs.created_at')}>
                {formatDateTime(log.data.data.created_at)}
              </Descriptions.Item>
              <Descriptions.Item label={t('actionLogs.user')}>{log.data.data.user_name}</Descriptions.Item>
              {log.data.data.impersonator_name && (
                <Descriptions.Item label={t('actionLogs.impersonator')}>
                  {log.data.data.impersonator_name}
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('actionLogs.entity_type')}>
                {t(keyUnder('actionLogs.entities', log.data.data.entity_type))} #{log.data.data.entity_id}
              </Descriptions.Item>
              <Descriptions.Item label={t('actionLogs.action')}>
                {t(keyUnder('actionLogs.actions', log.data.data.action_type_id))}
              </Descriptions.Item>
              <Descriptions.Item label={t('actionLogs.page_url')}>{log.data.data.page_url}</Descriptions.Item>
            </Descriptions>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {t('actionLogs.changes')}
            </Typography.Title>
            <Changes log={log.data.data} />
          </>
        )}
      </Drawer>
    </>
  );
}
