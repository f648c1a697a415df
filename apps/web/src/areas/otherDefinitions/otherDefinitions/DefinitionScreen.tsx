import type { z } from 'zod';
import type { MessageKey } from '../../../locales/keys';
import { activeColumn, activeDefaults, activeField } from '../../../ui/activeFlag';
import type { ColumnDef } from '../../../ui/DataTable';
import type { FieldDef } from '../../../ui/ResourceForm';
import { type ResourceConfig, ResourceScreen } from '../../../ui/ResourceScreen';

/** A resource whose messages name its one field: `<resource>.fields.name`. */
type NamedResource = MessageKey extends infer Key
  ? Key extends `${infer Resource}.fields.name`
    ? Resource
    : never
  : never;

type Props = Pick<ResourceConfig, 'resource' | 'basePath' | 'title' | 'rowCanWrite' | 'hasShow'> & {
  /** i18n prefix of the resource: `<i18n>.fields.name`. */
  i18n: NamedResource;
  // biome-ignore lint/suspicious/noExplicitAny: any definition's schema
  schema: z.ZodObject<any>;
  /** The definition's own columns, between its name and its active flag. */
  columns?: ColumnDef[];
  /** The definition's own fields, between its name and its active flag. */
  fields?: FieldDef[];
  /** Fields after the active flag (a long description). */
  fieldsAfter?: FieldDef[];
};

/**
 * A definition of the complex: a name (searched), its own columns and fields, and an active flag, new ones
 * active. Contract, cleaning and breakdown types are only the name and the flag.
 */
export function DefinitionScreen({ i18n, columns = [], fields = [], fieldsAfter = [], ...config }: Props) {
  const name = `${i18n}.fields.name` as const;
  return (
    <ResourceScreen
      {...config}
      defaults={activeDefaults}
      columns={[{ key: 'name', title: name, sortKey: 'name', filter: 'text' }, ...columns, activeColumn]}
      fields={[
        { name: 'name', label: name, kind: 'text', required: true, span: 24 },
        ...fields,
        activeField,
        ...fieldsAfter,
      ]}
    />
  );
}
