import { Select } from 'antd';
import type { CSSProperties } from 'react';
import type { ControlProps } from './ResourceForm';

/**
 * One choice of a form's custom field (`ControlProps`): searched by label, cleared to null. `label` is the
 * field's translated name, for screen readers; `placeholder` and `style` serve a bar without labels.
 */
export function FieldSelect({
  id,
  value,
  onChange,
  disabled,
  options,
  loading,
  label,
  placeholder,
  style,
}: ControlProps & {
  options: { value: number; label: string }[] | undefined;
  loading: boolean;
  label: string;
  placeholder?: string;
  style?: CSSProperties;
}) {
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
      placeholder={placeholder}
      aria-label={label}
      style={style}
    />
  );
}
