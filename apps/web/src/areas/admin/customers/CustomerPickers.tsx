import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { filterByLabel } from '../../../ui/filterByLabel';
import type { ControlProps } from '../../../ui/ResourceForm';
import { adminCustomersApi } from './api';

/** The customer's group: every group by name. */
export function CustomerGroupSelect({ id, value, onChange, disabled }: ControlProps) {
  const { t } = useTranslation();
  const groups = useQuery(adminCustomersApi.groups());
  return (
    <Select
      id={id}
      allowClear
      disabled={disabled}
      showSearch={{ filterOption: filterByLabel }}
      aria-label={t('admin.customers.fields.customer_group_id')}
      value={(value as number | null | undefined) ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={(groups.data?.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
    />
  );
}

/** The customer's authorized person: a user of the management company chosen above (none until one is). */
export function AuthorizedUserSelect({ id, value, onChange, disabled }: ControlProps) {
  const { t } = useTranslation();
  const companyId = (Form.useWatch('company_id', Form.useFormInstance()) as number | null | undefined) ?? null;
  const users = useQuery(adminCustomersApi.companyUsers(companyId));
  const listed = users.data?.data;
  // Another company chosen: a person of the old one can no longer be its authorized person.
  useEffect(() => {
    if (listed && typeof value === 'number' && !listed.some((u) => u.id === value)) onChange?.(null);
  }, [listed, value, onChange]);
  return (
    <Select
      id={id}
      allowClear
      disabled={disabled || companyId === null}
      showSearch={{ filterOption: filterByLabel }}
      aria-label={t('admin.customers.fields.authorized_user_id')}
      placeholder={companyId === null ? t('admin.customers.authorizedUserHelp') : undefined}
      value={(value as number | null | undefined) ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={(listed ?? []).map((u) => ({ value: u.id, label: u.name }))}
    />
  );
}

/** The customers list's filters: its group and its current product (spec §7: `customer_group_id`). */
export function CustomerFilters() {
  const groups = useQuery(adminCustomersApi.groups());
  const products = useQuery(adminCustomersApi.products());
  return (
    <FilterBar testId="admin-customers-filters">
      <FilterSelect
        name="customer_group_id"
        label="admin.customers.fields.customer_group_id"
        search="turkish"
        width={240}
        options={groups.data?.data.map((g) => ({ value: g.id, label: g.name }))}
      />
      <FilterSelect
        name="product_id"
        label="admin.customers.fields.product_name"
        search="turkish"
        width={240}
        options={products.data?.data.map((p) => ({ value: p.id, label: p.name }))}
      />
    </FilterBar>
  );
}
