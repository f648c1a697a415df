import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../ui/ActionButton';

/**
 * The end of a batch's form (new or waiting): what the server refused that no field shows, 'Gönder' or
 * 'Zamanla' by the chosen send time, and the way back.
 */
export function BatchFormFooter({
  problems,
  saving,
  later,
  onSave,
  onCancel,
}: {
  problems: string[];
  saving: boolean;
  later: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={problems.join(' ')}
          data-testid="batch-form-problems"
        />
      )}
      <Space>
        <ActionButton type="primary" loading={saving} onClick={onSave} data-testid="batch-submit">
          {t(later ? 'communication.batches.schedule' : 'communication.batches.send')}
        </ActionButton>
        <Button disabled={false} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </Space>
    </>
  );
}
