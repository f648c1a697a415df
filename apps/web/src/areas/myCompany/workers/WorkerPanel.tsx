import { Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Mode } from '../../../ui/ResourceForm';
import { WorkerClusters } from './WorkerClusters';
import { WorkerForm } from './WorkerForm';
import { WORKERS_PATH } from './workersPath';

const CLUSTERS_TAB = 'clusters';

type Props = {
  /** The panel's mode; null while it closes. */
  mode: Mode | null;
  id: number | null;
  canWrite: boolean;
  companyId: number | null;
};

/**
 * The side panel of the workers list (create, show, edit): 'Genel' with the worker's details and 'Siteler' with
 * their complexes, which the address opens as `#clusters` (spec's my-company.workers.edit with hash #clusters).
 * It is its own chunk: the list loads the forms only when a panel first opens.
 */
export default function WorkerPanel({ mode, id, canWrite, companyId }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const tab = hash === `#${CLUSTERS_TAB}` && mode !== 'create' ? CLUSTERS_TAB : 'general';
  const close = () => navigate(`${WORKERS_PATH}${search}`);
  return (
    <Drawer
      open={mode !== null}
      size="large"
      destroyOnHidden
      onClose={close}
      title={`${t('menu.myCompany.workers')} · ${mode ? t(`common.${mode}`) : ''}`}
    >
      {mode && (
        <Tabs
          activeKey={tab}
          // The tab is the address's hash, so a link (or reload) opens the same tab.
          onChange={(key) =>
            navigate({ pathname, search, hash: key === CLUSTERS_TAB ? CLUSTERS_TAB : '' }, { replace: true })
          }
          items={[
            {
              key: 'general',
              label: t('myCompany.workers.tabs.general'),
              children: (
                <WorkerForm
                  key={`${mode}-${id}`}
                  mode={mode}
                  id={id}
                  canWrite={canWrite}
                  companyId={companyId}
                  onClose={close}
                />
              ),
            },
            {
              key: CLUSTERS_TAB,
              label: t('myCompany.workers.tabs.clusters'),
              disabled: mode === 'create' || id === null,
              children: id !== null && <WorkerClusters key={id} id={id} canWrite={canWrite && mode === 'edit'} />,
            },
          ]}
        />
      )}
      {mode === 'create' && <p>{t('myCompany.workers.clusters.afterCreate')}</p>}
    </Drawer>
  );
}
