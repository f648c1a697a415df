import { useQueryClient } from '@tanstack/react-query';
import { Drawer, Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { refreshCluster } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { usePermissions } from '../../../session/usePermissions';
import { type ColumnDef, DataTable } from '../../../ui/DataTable';
import { panelRoute } from '../../../ui/panelRoute';
import { AssessmentForm } from './AssessmentForm';
import { assessmentScreenOf } from './assessmentPayload';

/** The panel is wide: the form and its live preview sit side by side. */
export const WIDE_PANEL = 'min(1280px, 96vw)';

const field = (name: KeyIn<'assessments.fields'>) => `assessments.fields.${name}` as const;

/** The list of one assessment kind; shared with the opening-balance screen's list of earlier transfers. */
export function assessmentColumns(t: TFunction): ColumnDef[] {
  return [
    { key: 'starts_on', title: field('starts_on'), sortKey: 'starts_on', render: 'date' },
    { key: 'income_type_name', title: field('income_type_id'), sortKey: 'income_type_name' },
    {
      key: 'description',
      title: field('description'),
      render: (row) => (
        <Space size="small">
          {String(row.description ?? '')}
          {row.periodical_assessment_id != null && <Tag>{t('assessments.periodical')}</Tag>}
        </Space>
      ),
    },
    { key: 'months', title: field('months') },
    { key: 'line_count', title: field('line_count') },
    { key: 'total', title: field('total'), sortKey: 'total', render: 'money' },
    { key: 'paid', title: field('paid'), render: 'money' },
    { key: 'created_at', title: field('created_at'), sortKey: 'created_at', render: 'date' },
  ];
}

/**
 * /assessments/general, /free, /house-type, /parametric: the assessments of one kind, and create / show /
 * edit as a wide side panel over the list, so closing it returns to the same filtered page.
 */
export default function AssessmentsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { clusterId } = useCluster();
  const permissions = usePermissions();
  const { pathname, search } = useLocation();
  const { id } = useParams();
  const screen = assessmentScreenOf(pathname);
  const basePath = `/assessments/${screen.segment}`;
  const { mode, recordId } = panelRoute(pathname, id);

  const close = () => navigate(`${basePath}${search}`);
  const saved = (savedId: number, closeAfter: boolean) => {
    // The list, every line list, the balances and the record show the new lines at once.
    void refreshCluster(queryClient, clusterId);
    navigate(closeAfter ? `${basePath}${search}` : `${basePath}/${savedId}/edit${search}`);
  };

  return (
    <>
      <DataTable
        resource="assessments"
        title={screen.title}
        columns={assessmentColumns(t)}
        basePath={basePath}
        canWrite={permissions.mayWrite('POST', '/assessments')}
        fixedQuery={{ assessment_type: screen.type }}
        // Deleting an assessment removes its debts: the lines and balances of the complex change.
        movesMoney
        // A month of a periodical assessment is changed through its definition, and would come back if deleted.
        rowCanWrite={(row) => row.periodical_assessment_id == null}
      />
      <Drawer
        open={mode !== null}
        size={WIDE_PANEL}
        destroyOnHidden
        onClose={close}
        title={`${t(screen.title)} · ${mode ? t(`common.${mode}`) : ''}`}
      >
        {mode && (
          <AssessmentForm
            key={`${screen.type}-${mode}-${recordId}`}
            screen={screen}
            mode={mode}
            id={recordId}
            onSaved={saved}
            onUnloadable={close}
          />
        )}
      </Drawer>
    </>
  );
}
