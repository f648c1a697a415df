import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  Col,
  ConfigProvider,
  Form,
  type FormInstance,
  type FormItemProps,
  Row as GridRow,
  Modal,
  Space,
  Table,
  type TableColumnType,
  Typography,
} from 'antd';
import { type ComponentType, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { keyUnder } from '../../../locales/keys';
import { ActionButton } from '../../../ui/ActionButton';
import { DeleteButton } from '../../../ui/DeleteButton';
import { FlagTag } from '../../../ui/FlagTag';
import { toast } from '../../../ui/feedback';
import { type ProviderResource, type ProviderRow, providerSettingsApi } from '../api';

/** A field of a provider form, two to a row unless `span` says otherwise. */
export function ProviderItem({ span = 12, children, ...item }: FormItemProps & { span?: number }) {
  return (
    <Col span={span}>
      <Form.Item {...item}>{children}</Form.Item>
    </Col>
  );
}

/** A provider form's active and default checkboxes. */
function ProviderFlags({ prefix }: { prefix: ProviderKind['prefix'] }) {
  const { t } = useTranslation();
  return (
    <>
      <ProviderItem name="is_active" valuePropName="checked">
        <Checkbox>{t('common.active')}</Checkbox>
      </ProviderItem>
      <ProviderItem name="is_default" valuePropName="checked">
        <Checkbox>{t(`${prefix}.fields.is_default`)}</Checkbox>
      </ProviderItem>
    </>
  );
}

type FrameProps<V> = {
  form: FormInstance<V>;
  /** The form's name: `cluster-notification-provider`. */
  name: string;
  prefix: ProviderKind['prefix'];
  readOnly: boolean;
  /** A new record's provider field; a new record is active and not the default. */
  initialValues: Partial<V>;
  saving: boolean;
  onSave: () => void;
  /** The provider's own fields, in the grid before the active and default flags. */
  children: ReactNode;
  /** What stands under the grid, before the save button. */
  after?: ReactNode;
};

/** A provider form: its fields, the active and default flags, then the save button unless read-only. */
export function ProviderFormFrame<V>({
  form,
  name,
  prefix,
  readOnly,
  initialValues,
  saving,
  onSave,
  children,
  after,
}: FrameProps<V>) {
  const { t } = useTranslation();
  return (
    <Form
      form={form}
      layout="vertical"
      disabled={readOnly}
      name={name}
      initialValues={{ ...initialValues, is_active: true, is_default: false }}
    >
      <GridRow gutter={16}>
        {children}
        <ProviderFlags prefix={prefix} />
      </GridRow>
      {after}
      {!readOnly && (
        <Space>
          <ActionButton type="primary" loading={saving} onClick={onSave}>
            {t('common.save')}
          </ActionButton>
        </Space>
      )}
    </Form>
  );
}

/**
 * What a provider form is given: `id` null for a new record; it calls `onSaved` after a successful save, and
 * `onClose` when its record cannot be loaded (spec §8: the panel closes).
 */
export type ProviderFormProps = {
  clusterId: number;
  id: number | null;
  readOnly: boolean;
  onSaved: () => void;
  onClose: () => void;
};

/** What a provider section is: its API resource, words, columns and form. */
export type ProviderKind = {
  /** API name: `cluster-notification-providers`. */
  resource: ProviderResource;
  /** i18n prefix of the section: `clusterNotificationProviders`. */
  prefix: 'clusterNotificationProviders' | 'clusterPaymentProviders';
  /** The field naming the provider, shown first by its name: `notification_provider_id`. */
  providerField: 'notification_provider_id' | 'payment_provider_id';
  /** The section's own columns, between the provider and the flags: a row's `dataIndex` titled as its form `field`. */
  columns: { dataIndex: string; field: string }[];
  /** The add/edit form. */
  form: ComponentType<ProviderFormProps>;
};

type Props = ProviderKind & { clusterId: number; canWrite: boolean };

/** One settings section of a complex's panel: a small table of its providers, with add/edit in a modal. */
export function ProviderSection({
  clusterId,
  resource,
  prefix,
  canWrite,
  providerField,
  columns,
  form: ProviderForm,
}: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // Pop-ups (selects, date pickers) open inside the modal, where its focus trap lets them work.
  const popupRoot = useRef<HTMLDivElement>(null);
  const list = useQuery(providerSettingsApi.list(resource, clusterId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.all(resource) });
  const saved = () => {
    setEditing(null);
    void refresh();
  };
  const remove = async (id: number) => {
    try {
      await providerSettingsApi.delete(resource, id);
      toast.success(t('list.deleted'));
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) toast.error(error.messages.join(' '));
    }
  };

  const provider: TableColumnType<ProviderRow> = {
    key: 'provider',
    title: t(keyUnder(`${prefix}.fields`, providerField)),
    render: (_: unknown, row) => t(keyUnder(`${prefix}.providers`, String(row[providerField]))),
  };
  const own = columns.map(
    ({ dataIndex, field }): TableColumnType<ProviderRow> => ({
      key: field,
      dataIndex,
      title: t(keyUnder(`${prefix}.fields`, field)),
    }),
  );
  const flags: TableColumnType<ProviderRow>[] = [
    { key: 'is_active', title: t('common.active'), render: (_: unknown, row) => <FlagTag value={row.is_active} /> },
    {
      key: 'is_default',
      title: t(`${prefix}.fields.is_default`),
      render: (_: unknown, row) => <FlagTag value={row.is_default} />,
    },
  ];
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
        columns={[provider, ...own, ...flags, actions]}
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
              <ProviderForm
                clusterId={clusterId}
                id={editing === 'new' ? null : editing}
                readOnly={!canWrite}
                onSaved={saved}
                onClose={() => setEditing(null)}
              />
            </ConfigProvider>
          </div>
        )}
      </Modal>
    </div>
  );
}
