import type { CompanyUserClusters } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Checkbox, Empty, Form, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshResource } from '../../../api/queryKeys';
import { SaveButtons } from '../../../ui/SaveButtons';
import { useFormSave } from '../../../ui/useFormSave';
import { companyUsersApi } from '../api';
import {
  CLUSTER_PERMISSION_GROUPS,
  groupState,
  mayTick,
  payloadOf,
  type Selection,
  selectionOf,
  withCluster,
  withPermissions,
} from './workerPermissions';

/** The permission checklist of one chosen complex, grouped as the catalogue groups them. */
function PermissionChecklist({
  answer,
  clusterId,
  ticked,
  disabled,
  onChange,
}: {
  answer: CompanyUserClusters;
  clusterId: number;
  ticked: string[];
  disabled: boolean;
  onChange: (names: string[], ticked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid={`cluster-permissions-${clusterId}`}>
      <Typography.Text type="secondary">
        {t('myCompany.workers.clusters.permissions')} · {t('myCompany.workers.clusters.noPermission')}
      </Typography.Text>
      {CLUSTER_PERMISSION_GROUPS.map((group) => {
        const names = group.permissions.map((p) => p.name);
        const tickable = names.filter((name) => mayTick(answer, clusterId, name));
        const state = groupState(ticked, names);
        return (
          <div key={group.key} style={{ marginTop: 8 }}>
            <Checkbox
              checked={state === 'all'}
              indeterminate={state === 'some'}
              disabled={disabled || tickable.length === 0}
              onChange={(e) => onChange(tickable, e.target.checked)}
            >
              <strong>{group.label}</strong>
            </Checkbox>
            <div style={{ paddingLeft: 24 }}>
              {group.permissions.map((permission) => (
                <Checkbox
                  key={permission.name}
                  checked={ticked.includes(permission.name)}
                  disabled={disabled || !mayTick(answer, clusterId, permission.name)}
                  onChange={(e) => onChange([permission.name], e.target.checked)}
                >
                  {permission.label}
                </Checkbox>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/**
 * A worker's complexes (the panel's `#clusters` tab): a checkbox per complex of their company and, for each
 * chosen one, what they may do there, pre-filled with their roles' bundle. None chosen: every complex with the
 * bundle. The caller may tick only what they hold in that complex (or the worker already had), as the server
 * checks.
 */
export function WorkerClusters({ id, canWrite }: { id: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery(companyUsersApi.clusters(id));
  const answer = data?.data;
  const [selection, setSelection] = useState<Selection>({});
  // A form without fields: the save's 422 messages (a complex of another company…) are its toasts.
  const [form] = Form.useForm();
  const { saving, save } = useFormSave();

  useEffect(() => {
    if (answer) setSelection(selectionOf(answer));
  }, [answer]);

  if (isLoading || !answer) return <Spin />;
  if (!answer.company_clusters.length) return <Empty />;

  const submit = async () => {
    const body = payloadOf(
      selection,
      answer.company_clusters.map((c) => c.id),
    );
    const saved = await save(form, () => companyUsersApi.saveClusters(id, body));
    if (saved) await refreshResource(queryClient, companyUsersApi.resource, { clusterId: null });
  };

  const chosenCount = Object.keys(selection).length;
  return (
    <Form form={form} component={false}>
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="worker-clusters">
        <Alert
          type="info"
          showIcon
          title={t('myCompany.workers.clusters.hint')}
          description={t(chosenCount ? 'myCompany.workers.clusters.limited' : 'myCompany.workers.clusters.everywhere')}
        />
        {answer.company_clusters.map((cluster) => {
          const chosen = selection[cluster.id] !== undefined;
          return (
            <Card key={cluster.id} size="small">
              <Checkbox
                checked={chosen}
                disabled={!canWrite}
                onChange={(e) => setSelection(withCluster(selection, answer, cluster.id, e.target.checked))}
              >
                <strong>{cluster.name}</strong>
              </Checkbox>
              {!cluster.is_active && <Tag>{t('myCompany.workers.clusters.passive')}</Tag>}
              {chosen && (
                <PermissionChecklist
                  answer={answer}
                  clusterId={cluster.id}
                  ticked={selection[cluster.id]}
                  disabled={!canWrite}
                  onChange={(names, ticked) => setSelection(withPermissions(selection, cluster.id, names, ticked))}
                />
              )}
            </Card>
          );
        })}
        {canWrite && <SaveButtons onSave={submit} saving={saving} closable={false} />}
      </Space>
    </Form>
  );
}
