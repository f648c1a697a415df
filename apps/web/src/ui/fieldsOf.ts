import type { MessageKey } from '../locales/keys';
import type { FieldDef, FieldKind } from './ResourceForm';

/** The fields a resource's messages label: 'residents' has 'residents.fields.phone' … */
type FieldName<Resource extends string> = MessageKey extends infer Key
  ? Key extends `${Resource}.fields.${infer Name}`
    ? Name
    : never
  : never;

/**
 * Several form fields of one kind, each labelled by its resource's message (`<resource>.fields.<name>`):
 * `fieldsOf('residents', 'phone', ['phone', 'phone2'])`. `more` applies to each (a span, required).
 */
export function fieldsOf<Resource extends string>(
  resource: Resource,
  kind: FieldKind,
  names: readonly FieldName<Resource>[],
  more?: Partial<FieldDef>,
): FieldDef[] {
  return names.map((name) => ({ name, label: `${resource}.fields.${name}` as MessageKey, kind, ...more }));
}
