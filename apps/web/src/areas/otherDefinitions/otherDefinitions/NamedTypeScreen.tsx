import type { z } from 'zod';
import { ResourceScreen } from '../../../ui/ResourceScreen';

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
  title: string;
  /** i18n prefix of the resource: `<i18n>.fields.name`. */
  i18n: string;
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
        { key: 'name', title: `${i18n}.fields.name`, sortKey: 'name', filter: 'text' },
        { key: 'is_active', title: 'common.active', sortKey: 'is_active', render: 'flag', filter: 'flag' },
      ]}
      fields={[
        { name: 'name', label: `${i18n}.fields.name`, kind: 'text', required: true, span: 24 },
        { name: 'is_active', label: 'common.active', kind: 'flag' },
      ]}
    />
  );
}
