import { type ChangePasswordInput, changePasswordSchema } from '@site/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '../api/sessionApi';
import { useFormSave } from '../ui/useFormSave';
import { zodRule } from '../ui/zodRule';

type Props = { open: boolean; forced: boolean; onClose: () => void };

/** Own password change (PUT /password); forced after signing in with a temporary password. */
export function ChangePasswordModal({ open, forced, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangePasswordInput>();
  const { saving, save } = useFormSave({ done: 'auth.passwordChanged' });
  const fields = changePasswordSchema.shape;

  const submit = () =>
    save(
      form,
      (values: ChangePasswordInput) => sessionApi.changePassword(values),
      () => {
        form.resetFields();
        onClose();
        if (forced) window.location.reload();
      },
    );

  return (
    <Modal
      title={t('auth.changePassword')}
      open={open}
      onOk={submit}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      closable={!forced}
      maskClosable={!forced}
      cancelButtonProps={{ style: forced ? { display: 'none' } : undefined }}
      onCancel={onClose}
      destroyOnHidden
    >
      {forced && <Alert type="warning" showIcon title={t('auth.temporaryPassword')} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical">
        <Form.Item name="current_password" label={t('auth.currentPassword')} rules={[zodRule(fields.current_password)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label={t('auth.newPassword')} rules={[zodRule(fields.password)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t('auth.passwordConfirmation')}
          rules={[zodRule(fields.password_confirmation)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
