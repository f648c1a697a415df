import type { z } from 'zod';
import type { MessageKey } from '../../../locales/keys';
import { ResourceScreen } from '../../../ui/ResourceScreen';

/** A resource whose messages name its one field: `<resource>.fields.name`. */
type NamedResource = MessageKey extends infer Key
  ? Key extends `${infer Resource}.fields.name`
    ? Resource
    : never
  : never;

/** A definition that is only a name and an active flag (contract, cleaning, breakdown types …). */
export function NamedTypeScreen({
  resource,
  basePath,
  title,
  i18n,
  schema,
}: {
  resource: string;
  basePath: string;
  /** i18n key of the menu title. */
  title: MessageKey;
  /** i18n prefix of the resource: `<i18n>.fields.name`. */
  i18n: NamedResource;
  // biome-ignore lint/suspicious/noExplicitAny: any named definition's schema
  schema: z.ZodObject<any>;
}) {
  return (
    <ResourceScreen
      resource={resource}
      basePath={basePath}
      title={title}
      schema={schema}
      defaults={{ is_active: true }}
      columns={[
        { key: 'name', title: `${i18n}.fields.name` as const, sortKey: 'name', filter: 'text' },
        { key: 'is_active', title: 'common.active', sortKey: 'is_active', render: 'flag', filter: 'flag' },
      ]}
      fields={[
        { name: 'name', label: `${i18n}.fields.name` as const, kind: 'text', required: true, span: 24 },
        { name: 'is_active', label: 'common.active', kind: 'flag' },
      ]}
    />
  );
}
