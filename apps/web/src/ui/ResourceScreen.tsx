import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { refreshResource } from '../api/queryKeys';
import type { MessageKey } from '../locales/keys';
import { useCluster } from '../session/ClusterProvider';
import { usePermissions } from '../session/usePermissions';
import { type ColumnDef, DataTable, type Row } from './DataTable';
import { panelRoute } from './panelRoute';
import type { FieldDef, FormIssues } from './ResourceForm';
import type { SchemaSource } from './ResourcePanel';

const ResourcePanel = lazy(() => import('./ResourcePanel'));

export type ResourceConfig = {
  /** API name, also the last segment of the screen path: `bank-accounts`. */
  resource: string;
  basePath: string;
  /** i18n key of the list title; the panel titles derive from it. */
  title: MessageKey;
  columns: ColumnDef[];
  fields: FieldDef[];
  /**
   * The payload's schema, or a module-level function that imports it (`() => import('./schema')…`), so
   * that the list does not download the form's rules (phone and IBAN checks) until a panel opens.
   */
  schema: SchemaSource;
  /** The payload's rules across fields (`packages/shared`'s, which the server checks too), shown on their fields. */
  issues?: FormIssues;
  defaults?: Record<string, unknown>;
  /**
   * Permission needed to add, edit and delete (besides access to the complex); by default the one the server
   * declares for `POST /<resource>`.
   */
  writePermission?: string;
  /** Whether the caller may add, edit and delete at all (e.g. a company's records: its administrators only). */
  canWrite?: boolean;
  /** API path of the list when it is not `/clusters/{clusterId}/<resource>` (see DataTable). */
  listPath?: string;
  clusterParam?: boolean;
  exportable?: boolean;
  /** More of a saved record, shown under its form (e.g. a resident's houses). */
  details?: (id: number, canWrite: boolean) => ReactNode;
  /** Create defaults taken from the route (`/:parentId/create`) or its query (`?parent_id=`). */
  defaultsFromRoute?: (
    params: Readonly<Record<string, string | undefined>>,
    query: URLSearchParams,
  ) => Record<string, unknown>;
  /** Filters always sent with the list (see DataTable). */
  fixedQuery?: Record<string, string | number | (string | number)[] | undefined>;
  /** False when the resource has no show route (list, create and edit only). */
  hasShow?: boolean;
  /** What follows the id in the show route (see DataTable): '/show' for `<basePath>/:id/show`. */
  showSuffix?: string;
  /** The list's own filters, in a bar above it (DataTable's `filters` slot). */
  filters?: ReactNode;
  /** More actions of a row, before show, edit and delete (DataTable's `rowActions` slot), e.g. 'Çıkış'. */
  rowActions?: (row: Row) => ReactNode;
  /** Records the caller may only look at, even with the write permission (e.g. system types). */
  rowCanWrite?: (row: Row) => boolean;
  /** A save or delete changes the complex's balances (the record is money in or out): everything the complex shows is refreshed. */
  movesMoney?: boolean;
};

/**
 * A resource's four routes in one screen: the list, and create / show / edit as a side panel over it,
 * so closing the panel returns to the same filtered page.
 */
export function ResourceScreen(config: ResourceConfig) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const routeParams = useParams();
  const { id } = routeParams;
  const { clusterId } = useCluster();
  const permissions = usePermissions();
  // Without a named permission, the one the server declares for creating the record (`POST /<resource>`).
  const canWrite =
    (config.canWrite ?? true) &&
    (config.writePermission
      ? permissions.has(config.writePermission)
      : permissions.mayWrite('POST', `/${config.resource}`));

  const { mode, recordId } = panelRoute(pathname, id);
  // The panel's chunk loads when a panel first opens; it then stays mounted so that it closes as it opened.
  const [panelUsed, setPanelUsed] = useState(mode !== null);
  if (mode !== null && !panelUsed) setPanelUsed(true);
  const routeDefaults = JSON.stringify(config.defaultsFromRoute?.(routeParams, new URLSearchParams(search)) ?? {});
  const defaults = useMemo(
    () => ({ ...config.defaults, ...JSON.parse(routeDefaults), cluster_id: clusterId }),
    [config.defaults, routeDefaults, clusterId],
  );
  const queryClient = useQueryClient();
  const close = () => navigate(`${config.basePath}${search}`);
  const saved = (savedId: number, closeAfter: boolean) => {
    // The list, the record and the pickers of the same records (e.g. the complex picker) show the saved values;
    // a record that moves money changes the complex's balances too.
    void refreshResource(queryClient, config.resource, { clusterId, movesMoney: config.movesMoney });
    navigate(closeAfter ? `${config.basePath}${search}` : `${config.basePath}/${savedId}/edit${search}`);
  };

  return (
    <>
      <DataTable
        resource={config.resource}
        title={config.title}
        columns={config.columns}
        basePath={config.basePath}
        canWrite={canWrite}
        listPath={config.listPath}
        clusterParam={config.clusterParam}
        exportable={config.exportable}
        fixedQuery={config.fixedQuery}
        hasShow={config.hasShow}
        showSuffix={config.showSuffix}
        filters={config.filters}
        rowActions={config.rowActions}
        rowCanWrite={config.rowCanWrite}
        movesMoney={config.movesMoney}
      />
      {panelUsed && (
        <Suspense fallback={null}>
          <ResourcePanel
            open={mode !== null}
            onClose={close}
            title={`${t(config.title)} · ${mode ? t(`common.${mode}`) : ''}`}
            resource={config.resource}
            fields={config.fields}
            schema={config.schema}
            issues={config.issues}
            mode={mode === 'edit' && !canWrite ? 'show' : mode}
            id={recordId}
            defaults={defaults}
            onSaved={saved}
            recordReadOnly={config.rowCanWrite && ((record) => !config.rowCanWrite?.(record as Row))}
            details={
              mode && mode !== 'create' && recordId !== null
                ? config.details?.(recordId, canWrite && mode === 'edit')
                : undefined
            }
          />
        </Suspense>
      )}
    </>
  );
}
