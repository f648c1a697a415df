import { Select } from 'antd';
import { filterByLabel } from '../../../ui/filterByLabel';
import type { ControlProps } from '../../../ui/ResourceForm';
import { useBlockOptions } from './pickers';

type Props = Partial<ControlProps> & { 'aria-label'?: string };

/** The blocks an assessment covers under 'Seçili Bloklar': several of the complex's blocks. */
export function BlockSelect({ id, value, onChange, disabled, ...rest }: Props) {
  const options = useBlockOptions();
  return (
    <Select
      {...rest}
      id={id}
      mode="multiple"
      allowClear
      disabled={disabled}
      showSearch={{ filterOption: filterByLabel }}
      value={Array.isArray(value) ? value : []}
      onChange={(v: number[]) => onChange?.(v)}
      options={options}
    />
  );
}
