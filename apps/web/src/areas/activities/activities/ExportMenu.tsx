import { useState } from 'react';
import { ExportDropdown, type ExportType } from '../../../ui/ExportDropdown';
import { activitiesApi } from '../api';

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
      const response = await activitiesApi.export(path, query, type);
      window.open(response.data.url, '_blank', 'noopener');
    } catch {
      // The shell has already shown the API error as a toast.
    } finally {
      setBusy(false);
    }
  };
  return <ExportDropdown disabled={disabled} loading={busy} onExport={(type) => void exportAs(type)} />;
}
