import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { panelRoute } from '../../../ui/panelRoute';
import { RecordNotFound } from '../../../ui/RecordNotFound';
import { BatchList } from './BatchList';

// The form, the preview and the progress page are their own chunks: the list does not download them.
const BatchCreate = lazy(() => import('./BatchCreate').then((m) => ({ default: m.BatchCreate })));
const BatchShow = lazy(() => import('./BatchShow').then((m) => ({ default: m.BatchShow })));
const BatchEdit = lazy(() => import('./BatchEdit').then((m) => ({ default: m.BatchEdit })));

/**
 * Toplu Bildirimler, its four routes: the list (/communication/batch-notifications), the new batch with its
 * live preview (/create), a batch with its live progress and messages (/:id) and its edit before it starts
 * (/:id/edit). Each is a page of its own: the form and the progress need the room a side panel lacks.
 */
export default function BatchNotificationsScreen() {
  const { pathname } = useLocation();
  const { mode, recordId } = panelRoute(pathname, useParams().id);
  if (mode === null) return <BatchList />;
  const id = recordId !== null && Number.isInteger(recordId) && recordId > 0 ? recordId : null;
  if (mode !== 'create' && id === null) return <RecordNotFound />;
  return (
    <Suspense fallback={<Spin />}>
      {mode === 'create' ? (
        <BatchCreate />
      ) : id === null ? null : mode === 'edit' ? (
        <BatchEdit key={id} id={id} />
      ) : (
        <BatchShow key={id} id={id} />
      )}
    </Suspense>
  );
}
