import {
  formatBalance,
  HOUSE_USER_TYPES,
  type HouseUser,
  houseLabel,
  MAIN_HOUSE_USER_TYPES,
  toKurus,
} from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { queryKeys } from '../../../api/queryKeys';
import { keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { ActionButton } from '../../../ui/ActionButton';
import { DeleteButton } from '../../../ui/DeleteButton';
import { toast } from '../../../ui/feedback';
import { formatDate } from '../../../ui/format';
import { submitForm } from '../../../ui/submitForm';
import { housesApi, houseUsersApi, residentsApi } from '../api';

type NewLink = { house_id: number; house_user_type_id: number; starts_on?: Dayjs; ends_on?: Dayjs };

/** The houses of one resident (#houses of the resident panel): owner and renter shown normally, other types muted. */
export function ResidentHouses({ residentId, canWrite }: { residentId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<NewLink>();
  const links = useQuery(houseUsersApi.list(clusterId, { resident_id: residentId }));
  // The panel's own record (the form's query, so no second request): the resident's balance.
  const resident = useQuery(residentsApi.record(residentId));
  // definitions.residents.edit#houses (spec §2) opens the panel at this section, once its rows are in.
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash === '#houses' && links.isSuccess) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, links.isSuccess]);
  const balance = resident.data?.data.balance;
  const picker = housesApi.picker(clusterId);
  const houses = useQuery({ ...picker, enabled: picker.enabled && canWrite });
  const typeOptions = Object.values(HOUSE_USER_TYPES).map((id) => ({ value: id, label: t(`houseUsers.types.${id}`) }));

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.all('house-users') });
    // The residents' list and pickers show their houses; the open form's record is left as it is.
    await queryClient.invalidateQueries({ queryKey: queryKeys.list('residents', clusterId) });
    await queryClient.invalidateQueries({ queryKey: queryKeys.picker('residents', clusterId) });
  };

  const add = async () => {
    // The panel shows a record of the picked complex; without one there is nowhere to link.
    if (clusterId === null) return;
    const saved = await submitForm(form, (values: NewLink) =>
      houseUsersApi.create({
        cluster_id: clusterId,
        resident_id: residentId,
        house_id: values.house_id,
        house_user_type_id: values.house_user_type_id,
        starts_on: values.starts_on?.format('YYYY-MM-DD') ?? null,
        ends_on: values.ends_on?.format('YYYY-MM-DD') ?? null,
        is_staying: MAIN_HOUSE_USER_TYPES.includes(values.house_user_type_id),
      }),
    );
    if (!saved) return;
    toast.success(t('common.saved'));
    form.resetFields();
    await refresh();
  };

  const remove = async (id: number) => {
    await houseUsersApi.delete(id);
    await refresh();
  };

  return (
    <div id="houses" ref={section} data-testid="resident-houses" style={{ marginTop: 24 }}>
      {balance !== undefined && (
        <Space size="middle" style={{ marginBottom: 16 }} data-testid="resident-balance">
          <Typography.Text>
            {t('houseUsers.balance')}: <Typography.Text strong>{formatBalance(toKurus(balance))}</Typography.Text>
          </Typography.Text>
          <RouterLink to={`/incomes/residents/${residentId}`}>{t('houseUsers.openAccount')}</RouterLink>
        </Space>
      )}
      <Typography.Title level={5}>{t('houseUsers.title')}</Typography.Title>
      <Table<HouseUser>
        size="small"
        rowKey="id"
        pagination={false}
        loading={links.isLoading}
        dataSource={links.data?.data ?? []}
        rowClassName={(row) => (MAIN_HOUSE_USER_TYPES.includes(row.house_user_type_id) ? '' : 'muted-row')}
        columns={[
          {
            key: 'house',
            title: t('houseUsers.house'),
            // The house's account: its debts, payments and collecting.
            render: (_v, row) => (
              <RouterLink to={`/incomes/houses/${row.house_id}`}>
                {houseLabel(row.block_name, row.door_number)}
              </RouterLink>
            ),
          },
          {
            key: 'type',
            title: t('houseUsers.type'),
            render: (_v, row) => t(keyUnder('houseUsers.types', row.house_user_type_id)),
          },
          { key: 'starts_on', title: t('houseUsers.starts_on'), render: (_v, row) => formatDate(row.starts_on) },
          { key: 'ends_on', title: t('houseUsers.ends_on'), render: (_v, row) => formatDate(row.ends_on) },
          ...(canWrite
            ? [
                {
                  key: 'actions',
                  title: '',
                  render: (_v: unknown, row: HouseUser) => <DeleteButton onConfirm={() => remove(row.id)} />,
                },
              ]
            : []),
        ]}
      />
      {canWrite && (
        <Form
          form={form}
          name="house-link"
          layout="inline"
          style={{ marginTop: 12 }}
          initialValues={{ house_user_type_id: 1 }}
        >
          <Space wrap>
            <Form.Item name="house_id" rules={[{ required: true, message: 'Zorunlu alan' }]}>
              <Select
                aria-label={t('houseUsers.house')}
                placeholder={t('houseUsers.house')}
                style={{ width: 180 }}
                showSearch={{ optionFilterProp: 'label' }}
                options={(houses.data?.data ?? []).map((h) => ({
                  value: h.id,
                  label: houseLabel(h.block_name, h.door_number),
                }))}
              />
            </Form.Item>
            <Form.Item name="house_user_type_id" rules={[{ required: true, message: 'Zorunlu alan' }]}>
              <Select aria-label={t('houseUsers.type')} style={{ width: 140 }} options={typeOptions} />
            </Form.Item>
            {(['starts_on', 'ends_on'] as const).map((name) => (
              <Form.Item key={name} name={name}>
                <DatePicker
                  aria-label={t(`houseUsers.${name}`)}
                  placeholder={t(`houseUsers.${name}`)}
                  format="DD.MM.YYYY"
                />
              </Form.Item>
            ))}
            <ActionButton onClick={() => void add()}>{t('houseUsers.add')}</ActionButton>
          </Space>
        </Form>
      )}
    </div>
  );
}
