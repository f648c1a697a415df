import { Select } from 'antd';
import type { ControlProps } from './ResourceForm';

/**
 * One choice of a form's custom field (`ControlProps`): searched by label, cleared to null. `label` is the
 * field's translated name, for screen readers.
 */
export function FieldSelect({
  id,
  value,
  onChange,
  disabled,
  options,
  loading,
  label,
}: ControlProps & { options: { value: number; label: string }[]; loading: boolean; label: string }) {
  return (
    <Select
      id={id}
      allowClear
      disabled={disabled}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      value={(value as number | null | undefined) ?? undefined}
      onChange={(chosen) => onChange?.(chosen ?? null)}
      options={options}
      aria-label={label}
    />
  );
}
