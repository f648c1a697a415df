import { type CompanyUser, type CompanyUserInput, companyUserSchema } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Col, Form, Row as GridRow, Input, Popconfirm, Select, Space } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { refreshResource } from '../../../api/queryKeys';
import { type KeyIn, keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { useSession } from '../../../session/SessionProvider';
import { ActionButton } from '../../../ui/ActionButton';
import { filterByLabel } from '../../../ui/filterByLabel';
import { RecordNotFound } from '../../../ui/RecordNotFound';
import type { Mode } from '../../../ui/ResourceForm';
import { SaveButtons } from '../../../ui/SaveButtons';
import { showWarnings, useFormSave } from '../../../ui/useFormSave';
import { usePanelRecord } from '../../../ui/usePanelRecord';
import { zodRule } from '../../../ui/zodRule';
import { companyUsersApi } from '../api';
import { type ShownPassword, TemporaryPasswordModal } from './TemporaryPasswordModal';
import { WORKERS_PATH } from './workersPath';

const TECH_AUTHORIZATION_IDS = [1, 2, 3];
const rules = companyUserSchema.shape;
const label = (field: KeyIn<'myCompany.workers.fields'>) => `myCompany.workers.fields.${field}` as const;

type Props = {
  mode: Mode;
  id: number | null;
  canWrite: boolean;
  /** A super administrator's selected company: a new worker's company unless they pick another. */
  companyId: number | null;
  onClose: () => void;
};

/**
 * A worker's details (the panel's 'Genel' tab): name, e-mail, phone, position, roles, the technical staff's
 * authorization (with the technical role only) and status. Saving a new worker shows their temporary password
 * once; 'Şifre Sıfırla' gives them a new one.
 */
export function WorkerForm({ mode, id, canWrite, companyId, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { companies } = useCluster();
  const { saving, save } = useFormSave();
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const [afterShown, setAfterShown] = useState<string | null>(null);
  const { loaded, notFound } = usePanelRecord(companyUsersApi.record(id), WORKERS_PATH, onClose);
  const roles = useQuery(companyUsersApi.roles());
  const readOnly = mode === 'show' || !canWrite;
  const creating = mode === 'create';

  const chosenCompany: number | null = Form.useWatch('company_id', form) ?? null;
  const company = creating ? (user?.is_superadmin ? chosenCompany : null) : (loaded?.company_id ?? null);
  const positions = useQuery(companyUsersApi.positions(company));
  const roleIds: number[] = Form.useWatch('role_ids', form) ?? [];
  const technicalId = roles.data?.data.find((role) => role.name === 'technical')?.id;
  const isTechnical = technicalId !== undefined && roleIds.includes(technicalId);

  useEffect(() => {
    if (!creating && loaded) form.setFieldsValue(loaded);
  }, [creating, loaded, form]);

  const refresh = () => refreshResource(queryClient, companyUsersApi.resource, { clusterId: null });

  const submit = async (close: boolean) => {
    const saved = await save<{ data: CompanyUser }, CompanyUserInput>(form, async (values) => {
      if (!creating && id !== null) return companyUsersApi.update(id, values);
      const created = await companyUsersApi.create(values);
      setShown({ password: created.data.temporary_password, emailed: created.data.password_emailed });
      // The password is shown first; the panel moves on when it is closed.
      setAfterShown(close ? `${WORKERS_PATH}${search}` : `${WORKERS_PATH}/${created.data.id}/edit${search}`);
      return created;
    });
    if (!saved) return;
    await refresh();
    if (!creating && close) onClose();
  };

  const resetPassword = async () => {
    if (id === null) return;
    const answer = await companyUsersApi.resetPassword(id);
    showWarnings(answer);
    setShown({ password: answer.data.temporary_password, emailed: answer.data.password_emailed });
    await refresh();
  };

  const closePassword = () => {
    setShown(null);
    if (afterShown) navigate(afterShown);
    setAfterShown(null);
  };

  if (notFound) return <RecordNotFound />;

  const column = (span: number, node: ReactNode) => (
    <Col xs={24} md={span}>
      {node}
    </Col>
  );
  return (
    <>
      <Form
        form={form}
        name="company-users"
        layout="vertical"
        disabled={readOnly}
        initialValues={creating ? { is_active: true, company_id: companyId ?? undefined, role_ids: [] } : undefined}
        data-testid="worker-form"
      >
        <GridRow gutter={16}>
          {creating &&
            user?.is_superadmin &&
            column(
              24,
              <Form.Item
                name="company_id"
                label={t(label('company_id'))}
                required
                rules={[zodRule(rules.company_id.unwrap())]}
              >
                <Select
                  showSearch={{ filterOption: filterByLabel }}
                  aria-label={t(label('company_id'))}
                  options={companies.map((c) => ({ value: c.id, label: c.name }))}
                  onChange={() => form.setFieldValue('position_id', null)}
                />
              </Form.Item>,
            )}
          {!creating &&
            user?.is_superadmin &&
            column(
              24,
              <Form.Item label={t(label('company_name'))}>
                <Input value={loaded?.company_name} disabled />
              </Form.Item>,
            )}
          {column(
            12,
            <Form.Item name="name" label={t(label('name'))} required rules={readOnly ? [] : [zodRule(rules.name)]}>
              <Input />
            </Form.Item>,
          )}
          {column(
            12,
            <Form.Item name="email" label={t(label('email'))} required rules={readOnly ? [] : [zodRule(rules.email)]}>
              <Input inputMode="email" autoComplete="off" />
            </Form.Item>,
          )}
          {column(
            12,
            <Form.Item name="phone" label={t(label('phone'))} rules={readOnly ? [] : [zodRule(rules.phone)]}>
              <Input inputMode="tel" placeholder="+90 5xx xxx xx xx" />
            </Form.Item>,
          )}
          {column(
            12,
            <Form.Item name="position_id" label={t(label('position_id'))}>
              <Select
                allowClear
                aria-label={t(label('position_id'))}
                showSearch={{ filterOption: filterByLabel }}
                options={(positions.data?.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                onChange={(value) => form.setFieldValue('position_id', value ?? null)}
              />
            </Form.Item>,
          )}
          {column(
            12,
            <Form.Item
              name="role_ids"
              label={t(label('role_ids'))}
              required
              rules={readOnly ? [] : [zodRule(rules.role_ids)]}
            >
              <Select
                mode="multiple"
                aria-label={t(label('role_ids'))}
                options={(roles.data?.data ?? []).map((role) => ({ value: role.id, label: role.display_name }))}
              />
            </Form.Item>,
          )}
          {isTechnical &&
            column(
              12,
              <Form.Item name="tech_authorization_id" label={t(label('tech_authorization_id'))}>
                <Select
                  allowClear
                  aria-label={t(label('tech_authorization_id'))}
                  options={TECH_AUTHORIZATION_IDS.map((value) => ({
                    value,
                    label: t(keyUnder('myCompany.workers.techAuthorizations', value)),
                  }))}
                  onChange={(value) => form.setFieldValue('tech_authorization_id', value ?? null)}
                />
              </Form.Item>,
            )}
          {column(
            24,
            <Form.Item name="is_active" valuePropName="checked">
              <Checkbox>{t('common.active')}</Checkbox>
            </Form.Item>,
          )}
        </GridRow>
      </Form>
      <Space wrap>
        {!readOnly && <SaveButtons onSave={submit} saving={saving} />}
        {canWrite && !creating && id !== null && (
          <Popconfirm
            title={t('myCompany.workers.resetConfirm')}
            description={t('common.confirm')}
            okText={t('common.yes')}
            cancelText={t('common.no')}
            onConfirm={resetPassword}
          >
            <ActionButton>{t('myCompany.workers.resetPassword')}</ActionButton>
          </Popconfirm>
        )}
      </Space>
      <TemporaryPasswordModal shown={shown} onClose={closePassword} />
    </>
  );
}
