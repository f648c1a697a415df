import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Select, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { DrawerForm } from './DrawerForm';
import { useFormSave } from './useFormSave';

type Option = { value: number | string; label: string };
/** A titled group of options (e.g. the complex's own providers and the company's). */
type OptionGroup = { label: string; options: Option[] };

/** How a picker adds a record it does not list yet: a side panel with a few fields and 'Kaydet'. */
export type QuickAdd<V> = {
  /** The add button's accessible name and the panel's title (translated). */
  label: string;
  /** The panel form's name (its fields' ids). */
  formName: string;
  initialValues?: Partial<V>;
  /** The panel's fields: `Form.Item`s of the values `save` receives. */
  fields: ReactNode;
  /** Sends the new record; answers with its id. */
  save: (values: V) => Promise<{ data: { id: number } }>;
  /**
   * The queries to refresh once added (the options among them), so the new record is listed and picked:
   * `queryKeys.all(resource)` of the added resource.
   */
  refresh: QueryKey;
};

type Props<V> = {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  allowClear?: boolean;
  /** The select's accessible name (translated). */
  label: string;
  options: (Option | OptionGroup)[] | undefined;
  loading: boolean;
  testId?: string;
  /** Omitted when the person may not add (or the picker is disabled): no button. */
  add?: QuickAdd<V>;
};

/**
 * A picker with a '+' button beside it that adds a record in a side panel and then picks it (spec §6: a
 * provider, an expense type). Until its options arrive the select shows nothing rather than a bare id.
 */
export function QuickAddSelect<V extends Record<string, unknown>>({
  id,
  value,
  onChange,
  disabled,
  allowClear,
  label,
  options,
  loading,
  testId,
  add,
}: Props<V>) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { saving, save } = useFormSave();
  const [form] = Form.useForm<V>();

  const create = async () => {
    if (!add) return;
    const saved = await save<{ data: { id: number } }, V>(form, add.save);
    if (!saved) return;
    await queryClient.invalidateQueries({ queryKey: add.refresh });
    onChange?.(saved.data.id);
    form.resetFields();
    setOpen(false);
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          id={id}
          style={{ width: '100%' }}
          allowClear={allowClear}
          disabled={disabled}
          loading={loading}
          showSearch={{ optionFilterProp: 'label' }}
          value={options ? ((value as number | null) ?? undefined) : undefined}
          onChange={(v) => onChange?.(v ?? null)}
          options={options ?? []}
          aria-label={label}
          data-testid={testId}
        />
        {add && !disabled && (
          <Button onClick={() => setOpen(true)} aria-label={add.label} title={add.label}>
            +
          </Button>
        )}
      </Space.Compact>
      {add && (
        <DrawerForm<V>
          title={add.label}
          open={open}
          onClose={() => setOpen(false)}
          size="default"
          saving={saving}
          onSave={create}
          form={form}
          name={add.formName}
          initialValues={add.initialValues}
        >
          {add.fields}
        </DrawerForm>
      )}
    </>
  );
}
