import { formInvalid } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  ConfigProvider,
  type FormInstance,
  Modal,
  Space,
  Table,
  type TableColumnType,
  Tag,
  Typography,
} from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../api/client';
import { ActionButton } from '../../../ui/ActionButton';
import { DeleteButton } from '../../../ui/DeleteButton';
import { toast } from '../../../ui/feedback';

export type ProviderRow = Record<string, unknown> & { id: number };

/** A yes/no cell, as the lists show flags. */
export function FlagTag({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return value ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>;
}

/**
 * Saves a provider form: the toast 'Lütfen tüm gerekli alanları doldurunuz' when a rule fails (in the
 * browser or a 422 of the server, whose messages land on their fields), 'Kaydedildi' on success.
 * `fieldOf` maps a server error key ('goldsms.username') to the form's field name.
 */
export async function saveProviderForm(
  form: FormInstance,
  send: () => Promise<unknown>,
  t: TFunction,
  fieldOf: (key: string) => (string | number)[] = (key) => key.split('.'),
): Promise<boolean> {
  try {
    await form.validateFields();
  } catch {
    toast.error(formInvalid);
    return false;
  }
  try {
    await send();
    toast.success(t('common.saved'));
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      form.setFields(Object.entries(error.errors).map(([key, errors]) => ({ name: fieldOf(key), errors })));
      toast.error(formInvalid);
    } else if (error instanceof ApiError) {
      toast.error(error.message);
    }
    return false;
  }
}

type Props = {
  clusterId: number;
  /** API name: `cluster-notification-providers`. */
  resource: string;
  /** i18n prefix of the section: `clusterNotificationProviders`. */
  prefix: 'clusterNotificationProviders' | 'clusterPaymentProviders';
  canWrite: boolean;
  columns: TableColumnType<ProviderRow>[];
  /** The add/edit form; `id` null for a new record. It calls `onSaved` after a successful save. */
  renderForm: (id: number | null, onSaved: () => void) => ReactNode;
};

/** One settings section of a complex's panel: a small table of its providers, with add/edit in a modal. */
export function ProviderSection({ clusterId, resource, prefix, canWrite, columns, renderForm }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // Pop-ups (selects, date pickers) open inside the modal, where its focus trap lets them work.
  const popupRoot = useRef<HTMLDivElement>(null);
  const key = ['cluster', clusterId, resource];
  const list = useQuery({
    queryKey: key,
    queryFn: () => api.get<{ data: ProviderRow[] }>(`/clusters/${clusterId}/${resource}`, { per_page: 100 }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const saved = () => {
    setEditing(null);
    void refresh();
  };
  const remove = async (id: number) => {
    try {
      await api.delete(`/${resource}/${id}`, true);
      toast.success(t('list.deleted'));
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) toast.error(error.messages.join(' '));
    }
  };

  const actions: TableColumnType<ProviderRow> = {
    key: 'actions',
    title: t('list.actions'),
    width: 150,
    render: (_: unknown, row: ProviderRow) => (
      <Space size={0}>
        <Button size="small" type="link" onClick={() => setEditing(row.id)}>
          {t(canWrite ? 'common.edit' : 'common.show')}
        </Button>
        {canWrite && <DeleteButton onConfirm={() => remove(row.id)} />}
      </Space>
    ),
  };

  return (
    <div data-testid={resource} style={{ marginTop: 24 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t(`${prefix}.title`)}
        </Typography.Title>
        {canWrite && (
          <ActionButton size="small" onClick={() => setEditing('new')}>
            {t('list.add')}
          </ActionButton>
        )}
      </Space>
      <Table<ProviderRow>
        size="small"
        bordered
        rowKey="id"
        loading={list.isLoading}
        pagination={false}
        dataSource={list.data?.data ?? []}
        columns={[...columns, actions]}
        locale={{ emptyText: t(`${prefix}.empty`) }}
      />
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? `${prefix}.add` : `${prefix}.edit`)}
        footer={null}
        width={720}
        destroyOnHidden
        onCancel={() => setEditing(null)}
      >
        {editing !== null && (
          <div data-testid={`${resource}-form`} ref={popupRoot} style={{ position: 'relative' }}>
            <ConfigProvider getPopupContainer={() => popupRoot.current ?? document.body}>
              {renderForm(editing === 'new' ? null : editing, saved)}
            </ConfigProvider>
          </div>
        )}
      </Modal>
    </div>
  );
}
