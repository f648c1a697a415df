import { Drawer } from 'antd';
import { type ReactNode, Suspense, use } from 'react';
import type { z } from 'zod';
import { type FieldDef, type FormIssues, type Mode, ResourceForm } from './ResourceForm';

// biome-ignore lint/suspicious/noExplicitAny: any resource's payload schema
type Schema = z.ZodObject<any>;
/** A schema, or a function (defined once, at module level) that imports it when a form first opens. */
export type SchemaSource = Schema | (() => Promise<Schema>);

const loaded = new WeakMap<() => Promise<Schema>, Promise<Schema>>();

/** The schema itself; a loader's import is started once and suspends the form until it arrives. */
function useSchema(source: SchemaSource): Schema {
  if (typeof source !== 'function') return source;
  let promise = loaded.get(source);
  if (!promise) {
    promise = source();
    loaded.set(source, promise);
  }
  return use(promise);
}

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  resource: string;
  fields: FieldDef[];
  schema: SchemaSource;
  /** The form's mode; null while the panel closes. */
  mode: Mode | null;
  id: number | null;
  defaults: Record<string, unknown>;
  onSaved: (id: number, close: boolean) => void;
  recordReadOnly?: (record: Record<string, unknown>) => boolean;
  issues?: FormIssues;
  details?: ReactNode;
};

function PanelForm({
  schema,
  mode,
  ...props
}: Omit<Props, 'open' | 'title' | 'onClose' | 'details'> & { mode: Mode; onUnloadable: () => void }) {
  return <ResourceForm {...props} mode={mode} schema={useSchema(schema)} />;
}

/**
 * The side panel of a resource screen (create, show, edit). It is its own chunk: a list loads the form,
 * its inputs and its validation rules only when a panel first opens.
 */
export default function ResourcePanel({ open, title, onClose, details, mode, id, ...form }: Props) {
  return (
    <Drawer open={open} size="large" destroyOnHidden onClose={onClose} title={title}>
      {mode && (
        <Suspense fallback={null}>
          <PanelForm key={`${mode}-${id}`} {...form} mode={mode} id={id} onUnloadable={onClose} />
        </Suspense>
      )}
      {details && <Suspense fallback={null}>{details}</Suspense>}
    </Drawer>
  );
}
