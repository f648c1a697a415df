import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A row's 'Sil': asks 'Silmek istediğinizden emin misiniz?' (or a sharper question, e.g. that the
 * installments go too) and deletes only on 'Evet'.
 */
export function DeleteButton({ onConfirm, question }: { onConfirm: () => unknown; question?: string }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={question ?? t('common.confirmDelete')}
      okText={t('common.yes')}
      cancelText={t('common.no')}
      onConfirm={onConfirm}
    >
      <Button size="small" type="link" danger>
        {t('common.delete')}
      </Button>
    </Popconfirm>
  );
}
