import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type ShownPassword = { password: string; emailed: boolean };

/**
 * The temporary password of a new worker or a reset, shown once (the server keeps only its hash), with a copy
 * button; the worker sets their own at their first sign-in.
 */
export function TemporaryPasswordModal({ shown, onClose }: { shown: ShownPassword | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={shown !== null}
      title={t('myCompany.workers.temporaryPassword.title')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('common.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('myCompany.workers.temporaryPassword.text')}</Typography.Paragraph>
      <Typography.Paragraph
        code
        copyable={{
          text: shown?.password ?? '',
          tooltips: [t('myCompany.workers.temporaryPassword.copy'), t('myCompany.workers.temporaryPassword.copied')],
        }}
        style={{ fontSize: 18 }}
        data-testid="temporary-password"
      >
        {shown?.password}
      </Typography.Paragraph>
      {shown?.emailed && <Alert type="info" showIcon title={t('myCompany.workers.temporaryPassword.emailed')} />}
    </Modal>
  );
}
