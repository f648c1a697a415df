import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';

export type ExportType = 'ods' | 'xlsx' | 'pdf';

/** The export button of a list or a statement, with the file types the server writes (ODS, XLSX, PDF). */
export function ExportDropdown({
  onExport,
  disabled,
  loading,
}: {
  onExport: (type: ExportType) => void;
  disabled?: boolean;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Dropdown
      disabled={disabled}
      trigger={['click']}
      menu={{
        items: [
          { key: 'ods', label: 'ODS' },
          { key: 'xlsx', label: 'XLSX' },
          { key: 'pdf', label: 'PDF' },
        ],
        onClick: ({ key }) => onExport(key as ExportType),
      }}
    >
      <Button loading={loading} disabled={disabled}>
        {t('list.export')}
      </Button>
    </Dropdown>
  );
}
