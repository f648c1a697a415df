import { Space } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from './ActionButton';

/** A form's 'Kaydet' and 'Kaydet ve Kapat'; `onSave(true)` closes after saving. */
export function SaveButtons({
  onSave,
  saving,
  disabled,
  style,
  closable = true,
}: {
  onSave: (close: boolean) => unknown;
  saving: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  /** False for a form on a page of its own: nothing to close, so no 'Kaydet ve Kapat'. */
  closable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Space style={style}>
      <ActionButton type="primary" loading={saving} disabled={disabled} onClick={() => onSave(false)}>
        {t('common.save')}
      </ActionButton>
      {closable && (
        <ActionButton loading={saving} disabled={disabled} onClick={() => onSave(true)}>
          {t('common.saveAndClose')}
        </ActionButton>
      )}
    </Space>
  );
}
