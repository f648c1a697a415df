import {
  type HouseUser,
  houseLabel,
  MAIN_HOUSE_USER_TYPES,
  NEW_USER_HANDLINGS,
  OLD_USER_HANDLINGS,
} from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Input, Modal, Radio, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshCluster } from '../../../api/queryKeys';
import { keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { ActionButton } from '../../../ui/ActionButton';
import { formatDate } from '../../../ui/format';
import { useFormSave } from '../../../ui/useFormSave';
import { housesApi, houseUsersApi, residentsApi } from '../api';

type Values = {
  starts_on: Dayjs;
  old_user_handling: (typeof OLD_USER_HANDLINGS)[number];
  moved_to_house_id?: number;
  new_user_handling: (typeof NEW_USER_HANDLINGS)[number];
  resident_id?: number;
  new_resident?: { name: string; phone?: string; email?: string };
};

/** The people of one house, and the change of its owner (sale) or renter (spec §3 old/new renter handling). */
export function HouseUsers({ houseId, canWrite }: { houseId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const queryClient = useQueryClient();
  const [type, setType] = useState<1 | 2 | null>(null);
  const { saving, save } = useFormSave();
  const [form] = Form.useForm<Values>();
  const oldHandling = Form.useWatch('old_user_handling', form);
  const newHandling = Form.useWatch('new_user_handling', form);

  const links = useQuery(houseUsersApi.list(clusterId, { house_id: houseId, order_by: 'id' }));
  // The pickers of the transfer load when it opens.
  const residentPicker = residentsApi.picker(clusterId);
  const residents = useQuery({ ...residentPicker, enabled: residentPicker.enabled && type !== null });
  const housePicker = housesApi.picker(clusterId);
  const houses = useQuery({ ...housePicker, enabled: housePicker.enabled && type !== null });

  const open = (which: 1 | 2) => {
    form.setFieldsValue({ starts_on: dayjs(), old_user_handling: 'lives_in_cluster', new_user_handling: 'new_user' });
    setType(which);
  };

  const submit = async () => {
    await save(
      form,
      (values: Values) =>
        housesApi.transfer(houseId, {
          ...values,
          house_user_type_id: type,
          starts_on: values.starts_on.format('YYYY-MM-DD'),
        }),
      () => {
        setType(null);
        form.resetFields();
        // A sale or a new renter moves the house's people, debts and balances.
        return refreshCluster(queryClient, clusterId);
      },
    );
  };

  const required = [{ required: true, message: 'Zorunlu alan' }];
  return (
    <div data-testid="house-users" style={{ marginTop: 24 }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('houseTransfers.people')}
        </Typography.Title>
        {canWrite && (
          <Space>
            <ActionButton onClick={() => open(1)}>{t('houseTransfers.changeOwner')}</ActionButton>
            <ActionButton onClick={() => open(2)}>{t('houseTransfers.changeRenter')}</ActionButton>
          </Space>
        )}
      </Space>
      <Table<HouseUser>
        size="small"
        rowKey="id"
        pagination={false}
        style={{ marginTop: 8 }}
        dataSource={links.data?.data ?? []}
        rowClassName={(row) => (MAIN_HOUSE_USER_TYPES.includes(row.house_user_type_id) ? '' : 'muted-row')}
        columns={[
          { key: 'name', dataIndex: 'resident_name', title: t('houseUsers.resident') },
          {
            key: 'type',
            title: t('houseUsers.type'),
            render: (_v, row) => t(keyUnder('houseUsers.types', row.house_user_type_id)),
          },
          { key: 'starts_on', title: t('houseUsers.starts_on'), render: (_v, row) => formatDate(row.starts_on) },
          { key: 'ends_on', title: t('houseUsers.ends_on'), render: (_v, row) => formatDate(row.ends_on) },
        ]}
      />
      <Modal
        open={type !== null}
        title={type === 1 ? t('houseTransfers.changeOwner') : t('houseTransfers.changeRenter')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        onOk={() => void submit()}
        onCancel={() => setType(null)}
        destroyOnHidden
      >
        <Form form={form} name="house-transfer" layout="vertical">
          <Form.Item name="starts_on" label={t('houseTransfers.starts_on')} rules={required}>
            <DatePicker format="DD.MM.YYYY" maxDate={dayjs('2099-12-12')} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="old_user_handling" label={t('houseTransfers.oldUser')} rules={required}>
            <Radio.Group options={OLD_USER_HANDLINGS.map((h) => ({ value: h, label: t(`houseTransfers.old.${h}`) }))} />
          </Form.Item>
          {oldHandling === 'moved_to_another_house' && (
            <Form.Item name="moved_to_house_id" label={t('houseTransfers.movedTo')} rules={required}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={(houses.data?.data ?? [])
                  .filter((h) => h.id !== houseId)
                  .map((h) => ({ value: h.id, label: houseLabel(h.block_name, h.door_number) }))}
              />
            </Form.Item>
          )}
          <Form.Item name="new_user_handling" label={t('houseTransfers.newUser')} rules={required}>
            <Radio.Group
              options={NEW_USER_HANDLINGS.filter((h) => type === 2 || h !== 'empty_house').map((h) => ({
                value: h,
                label: t(`houseTransfers.new.${h}`),
              }))}
            />
          </Form.Item>
          {newHandling === 'from_cluster' && (
            <Form.Item name="resident_id" label={t('houseUsers.resident')} rules={required}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={(residents.data?.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
              />
            </Form.Item>
          )}
          {newHandling === 'new_user' && (
            <>
              <Form.Item name={['new_resident', 'name']} label={t('residents.fields.name')} rules={required}>
                <Input />
              </Form.Item>
              <Form.Item name={['new_resident', 'phone']} label={t('residents.fields.phone')}>
                <Input placeholder="+90 5xx xxx xx xx" />
              </Form.Item>
              <Form.Item name={['new_resident', 'email']} label={t('residents.fields.email')}>
                <Input />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </div>
  );
}
