import { useQueryClient } from '@tanstack/react-query';
import { Drawer, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { refreshResource } from '../api/queryKeys';
import { type FieldDef, type Mode, ResourceForm } from './ResourceForm';

/** A tab beside 'Genel': enabled once the record exists, its content drawn for the record's id. */
export type RecordTab = { key: string; label: ReactNode; content: (id: number) => ReactNode };

type Props = {
  /** The list the panel lies over; closing returns to it with the same filters. */
  listPath: string;
  resource: string;
  /** The drawer's title before ' · Ekle/Düzenle/Detay'. */
  title: string;
  mode: Mode | null;
  id: number | null;
  generalLabel: string;
  fields: FieldDef[];
  // biome-ignore lint/suspicious/noExplicitAny: any resource's payload schema
  schema: z.ZodObject<any>;
  defaults: Record<string, unknown>;
  tabs: RecordTab[];
  /** Shown under the tabs while a new record is made (e.g. what the other tabs will offer). */
  createNote?: ReactNode;
};

/**
 * The side panel of a record with tabs of its own (a customer's complexes and products, a product's
 * customers): 'Genel' is the record's form, the other tabs open once it exists. The tab is the address's
 * hash, so a link or a reload opens the same one; a new record's form goes on to its edit route, and
 * 'Kaydet ve Kapat' returns to the list.
 */
export function TabbedResourcePanel(props: Props) {
  const { listPath, resource, mode, id, tabs } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search, hash } = useLocation();
  const exists = mode !== null && mode !== 'create' && id !== null;
  const wanted = hash.replace('#', '');
  const tab = exists && tabs.some((item) => item.key === wanted) ? wanted : 'general';
  const close = () => navigate(`${listPath}${search}`);
  const saved = (savedId: number, closeAfter: boolean) => {
    void refreshResource(queryClient, resource, { clusterId: null });
    navigate(closeAfter ? `${listPath}${search}` : `${listPath}/${savedId}/edit${search}`);
  };
  return (
    <Drawer
      open={mode !== null}
      size="large"
      destroyOnHidden
      onClose={close}
      title={`${props.title} · ${mode ? t(`common.${mode}`) : ''}`}
    >
      {mode && (
        <Tabs
          activeKey={tab}
          onChange={(key) => navigate({ pathname, search, hash: key === 'general' ? '' : key }, { replace: true })}
          items={[
            {
              key: 'general',
              label: props.generalLabel,
              children: (
                <ResourceForm
                  key={`${mode}-${id}`}
                  resource={resource}
                  fields={props.fields}
                  schema={props.schema}
                  mode={mode}
                  id={id}
                  defaults={props.defaults}
                  onSaved={saved}
                  onUnloadable={close}
                />
              ),
            },
            ...tabs.map((item) => ({
              key: item.key,
              label: item.label,
              disabled: !exists,
              children: exists && id !== null && item.content(id),
            })),
          ]}
        />
      )}
      {mode === 'create' && props.createNote}
    </Drawer>
  );
}
