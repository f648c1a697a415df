import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/SessionProvider';
import type { ColumnDef, Row } from '../../../ui/DataTable';

/**
 * System rows (no cluster_id, spec §4) are read-only for everyone but super administrators: the list hides
 * their edit and delete, the form shows them read-only. `originColumn` tags a row as system or the complex's own.
 */
export function useSystemRows(): { rowCanWrite: (row: Row) => boolean; originColumn: ColumnDef } {
  const { t } = useTranslation();
  const { user } = useSession();
  return {
    rowCanWrite: (row) => Boolean(user?.is_superadmin) || (row.cluster_id !== null && row.cluster_id !== undefined),
    originColumn: {
      key: 'cluster_name',
      title: 'otherDefinitions.origin',
      render: (row) =>
        row.cluster_id === null ? (
          <Tag color="blue">{t('otherDefinitions.system')}</Tag>
        ) : (
          String(row.cluster_name ?? '')
        ),
    },
  };
}
