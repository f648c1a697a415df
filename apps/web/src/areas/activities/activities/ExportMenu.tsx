import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';

type ExportType = 'ods' | 'xlsx' | 'pdf';

/** ODS / XLSX / PDF of what the screen shows: the server writes the file and it opens in a new tab. */
export function ExportMenu({
  path,
  query,
  disabled,
}: {
  path: string;
  query: Record<string, unknown>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const exportAs = async (type: ExportType) => {
    setBusy(true);
    try {
      const response = await api.get<{ data: { url: string } }>(path, { ...query, export: 1, export_type: type });
      window.open(response.data.url, '_blank', 'noopener');
    } catch {
      // The shell has already shown the API error as a toast.
    } finally {
      setBusy(false);
    }
  };
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
        onClick: ({ key }) => void exportAs(key as ExportType),
      }}
    >
      <Button loading={busy} disabled={disabled}>
        {t('list.export')}
      </Button>
    </Dropdown>
  );
}
