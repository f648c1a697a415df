import type { ListResponse } from '@site/shared/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Checkbox, Col, Form, type FormRule, Row as GridRow, Input, InputNumber, Select } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { api } from '../api/client';
import { clusterPicker, type Named } from '../api/pickers';
import { queryKeys } from '../api/queryKeys';
import type { MessageKey } from '../locales/keys';
import { useCluster } from '../session/ClusterProvider';
import { DateInput, MoneyInput } from './inputs';
import { RecordNotFound } from './RecordNotFound';
import { SaveButtons } from './SaveButtons';
import { useFormSave } from './useFormSave';
import { usePanelRecord } from './usePanelRecord';
import { zodRule } from './zodRule';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'iban'
  | 'number'
  | 'money'
  | 'date'
  | 'password'
  | 'flag'
  | 'select'
  | 'custom';

/** What a custom control receives from its form field (Form.Item passes id, value and onChange). */
export type ControlProps = { id?: string; value?: unknown; onChange?: (value: unknown) => void; disabled: boolean };

export type FieldDef = {
  name: string;
  /** i18n key of the label. */
  label: MessageKey;
  kind: FieldKind;
  required?: boolean;
  /** Fixed choices (value, i18n key of the label). */
  options?: { value: string | number; label: MessageKey }[];
  /** Choices loaded from `/clusters/{clusterId}/<optionsFrom>` (id → name). */
  optionsFrom?: string;
  /** Filters of the `optionsFrom` list, e.g. `{ has_parent: 0 }` for top-level types only. */
  optionsQuery?: Record<string, string | number>;
  /** Choices from an API path that is not per complex (e.g. `/locations`), with `optionsQuery`. */
  optionsPath?: string;
  /** The field whose value is the `parent_id` of these choices (a district under its city); disabled until it has one. */
  dependsOn?: string;
  span?: number;
  /** The control of a `custom` field (e.g. a picker with its own create button). */
  render?: (props: ControlProps) => ReactNode;
  /** Shown (and validated and sent) only while the form's values say so, e.g. blocks under 'Seçili Bloklar'. */
  visibleWhen?: (values: Record<string, unknown>) => boolean;
  /** i18n key of a line under the field, e.g. what leaving it empty means. */
  help?: MessageKey;
  /** Shown but not changed in an editable form (e.g. what only a super administrator sets); still sent as loaded. */
  readOnly?: boolean;
  /** Fields whose change checks this one again (a rule across fields, see `issues`). */
  dependencies?: string[];
};

/** A message of a rule across fields, on the field it names. */
export type FieldIssue = { field: string; message: string };
/** The payload's rules across fields (those of `packages/shared`, as the server checks them) on the whole form. */
export type FormIssues = (values: Record<string, unknown>) => FieldIssue[];

export type Mode = 'create' | 'edit' | 'show';

type Props = {
  resource: string;
  fields: FieldDef[];
  // biome-ignore lint/suspicious/noExplicitAny: any resource's payload schema
  schema: z.ZodObject<any>;
  mode: Mode;
  id: number | null;
  defaults: Record<string, unknown>;
  /** Called after a successful save with the saved record's id; `close` for 'save and close'. */
  onSaved: (id: number, close: boolean) => void;
  /** A loaded record the caller may only look at (e.g. a system type without cluster_id, spec §4). */
  recordReadOnly?: (record: Record<string, unknown>) => boolean;
  /** Closes the panel when the record cannot be loaded (spec §8). */
  onUnloadable?: () => void;
  /** False on a page of its own, which has no panel to close: 'Kaydet' only, no 'Kaydet ve Kapat'. */
  closable?: boolean;
  issues?: FormIssues;
};

function OptionsSelect({
  field,
  disabled,
  value,
  onChange,
  id,
}: {
  field: FieldDef;
  disabled: boolean;
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const parentValue = Form.useWatch(field.dependsOn ?? '__none__', Form.useFormInstance());
  const parent = field.dependsOn ? { parent_id: parentValue } : {};
  const { optionsPath, optionsFrom } = field;
  const query = { ...field.optionsQuery, ...parent, per_page: 1000 };
  const source = optionsPath
    ? queryOptions({
        queryKey: queryKeys.picker(optionsPath.replace(/^\//, ''), 'all', query),
        queryFn: () => api.get<ListResponse<Named>>(optionsPath, query),
      })
    : clusterPicker<Named>(optionsFrom ?? '', clusterId, query);
  const isRemote = Boolean(optionsFrom || optionsPath);
  const remote = useQuery({
    ...source,
    enabled: isRemote && (optionsPath ? true : clusterId !== null) && (!field.dependsOn || Boolean(parentValue)),
  });
  const options = isRemote
    ? (remote.data?.data ?? []).map((o) => ({ value: o.id, label: o.name }))
    : (field.options ?? []).map((o) => ({ value: o.value, label: t(o.label) }));
  return (
    <Select
      id={id}
      allowClear={!field.required}
      disabled={disabled || (Boolean(field.dependsOn) && !parentValue)}
      showSearch={{ optionFilterProp: 'label' }}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      aria-label={t(field.label)}
    />
  );
}

/** The input of one field; Form.Item passes id, value and onChange through `rest`. */
function Control({ field, disabled, ...rest }: { field: FieldDef; disabled: boolean } & Record<string, unknown>) {
  if (field.render) return field.render({ ...rest, disabled });
  switch (field.kind) {
    case 'textarea':
      return <Input.TextArea rows={3} disabled={disabled} {...rest} />;
    case 'phone':
      return <Input disabled={disabled} placeholder="+90 5xx xxx xx xx" inputMode="tel" {...rest} />;
    case 'iban':
      return <Input disabled={disabled} placeholder="TR00 0000 0000 0000 0000 0000 00" {...rest} />;
    case 'email':
      return <Input disabled={disabled} inputMode="email" {...rest} />;
    case 'number':
      return <InputNumber disabled={disabled} style={{ width: '100%' }} decimalSeparator="," min={0} {...rest} />;
    case 'money':
      return <MoneyInput disabled={disabled} {...rest} />;
    case 'date':
      return <DateInput disabled={disabled} {...rest} />;
    case 'password':
      return <Input.Password disabled={disabled} autoComplete="new-password" {...rest} />;
    case 'flag':
      return <Checkbox disabled={disabled} {...rest} />;
    case 'select':
      return <OptionsSelect field={field} disabled={disabled} {...rest} />;
    default:
      return <Input disabled={disabled} {...rest} />;
  }
}

/**
 * One form per resource for show (read-only), create and edit: rules from the shared zod schema (the
 * server's own words), 422 errors of the server shown on their fields, save and 'save and close'.
 */
export function ResourceForm({
  resource,
  fields,
  schema,
  mode,
  id,
  defaults,
  onSaved,
  recordReadOnly,
  onUnloadable,
  closable = true,
  issues,
}: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { saving, save: saveForm } = useFormSave();

  const { pathname } = useLocation();
  const { loaded, notFound } = usePanelRecord(
    {
      queryKey: queryKeys.record(resource, id),
      queryFn: () => api.get<{ data: Record<string, unknown> }>(`/${resource}/${id}`),
      enabled: id !== null,
    },
    pathname.replace(/\/(\d+)(\/(edit|show))?$/, ''),
    onUnloadable,
  );
  const readOnly = mode === 'show' || Boolean(loaded && recordReadOnly?.(loaded));

  useEffect(() => {
    if (mode !== 'create' && loaded) form.setFieldsValue(loaded);
  }, [mode, loaded, form]);

  const save = async (close: boolean) => {
    const saved = await saveForm<{ data: { id: number } }, Record<string, unknown>>(form, (values) => {
      const payload = { ...defaults, ...values };
      return mode === 'create'
        ? api.post<{ data: { id: number } }>(`/${resource}`, payload, true)
        : api.put<{ data: { id: number } }>(`/${resource}/${id}`, payload, true);
    });
    if (saved) onSaved(saved.data.id, close);
  };

  // A rule across fields reads the whole record as it would be saved, and answers for one field.
  const issueRule =
    (name: string): FormRule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const issue = issues?.({ ...defaults, ...getFieldsValue(true) }).find((i) => i.field === name);
        if (issue) throw new Error(issue.message);
      },
    });

  if (notFound) return <RecordNotFound />;

  return (
    <Form
      form={form}
      name={resource}
      layout="vertical"
      disabled={readOnly}
      initialValues={mode === 'create' ? defaults : undefined}
      // A choice under another (`dependsOn`: a district, a child type) goes with its parent's change.
      onValuesChange={(changed) => {
        const cleared = fields.filter(
          (f) => f.dependsOn && f.dependsOn in changed && form.getFieldValue(f.name) != null,
        );
        if (cleared.length) form.setFields(cleared.map((f) => ({ name: f.name, value: null, errors: [] })));
      }}
      data-testid="resource-form"
    >
      <GridRow gutter={16}>
        {fields.map((field) => {
          const rule = schema.shape[field.name] as z.ZodType | undefined;
          const locked = readOnly || Boolean(field.readOnly);
          const rules = locked ? [] : [...(rule ? [zodRule(rule)] : []), ...(issues ? [issueRule(field.name)] : [])];
          const column = (
            <Col key={field.name} xs={24} md={field.span ?? 12}>
              <Form.Item
                name={field.name}
                label={t(field.label)}
                required={field.required}
                valuePropName={field.kind === 'flag' ? 'checked' : 'value'}
                rules={rules.length ? rules : undefined}
                dependencies={field.dependencies}
                extra={field.help && !locked ? t(field.help) : undefined}
              >
                <Control field={field} disabled={locked} />
              </Form.Item>
            </Col>
          );
          const { visibleWhen } = field;
          if (!visibleWhen) return column;
          // A hidden field is unmounted, so it is neither validated nor part of the saved values.
          return (
            <Form.Item key={field.name} noStyle shouldUpdate>
              {({ getFieldsValue }) => (visibleWhen(getFieldsValue(true)) ? column : null)}
            </Form.Item>
          );
        })}
      </GridRow>
      {!readOnly && <SaveButtons onSave={save} saving={saving} closable={closable} />}
    </Form>
  );
}
