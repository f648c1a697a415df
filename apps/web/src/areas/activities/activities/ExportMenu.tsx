import { useState } from 'react';
import { api } from '../../../api/client';
import { ExportDropdown, type ExportType } from '../../../ui/ExportDropdown';

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
  return <ExportDropdown disabled={disabled} loading={busy} onExport={(type) => void exportAs(type)} />;
}
