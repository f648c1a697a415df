import { type AdminCustomerCluster, adminCustomerClusterFields, adminEndsBeforeStartIssue } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DrawerForm } from '../../../ui/DrawerForm';
import { DateInput } from '../../../ui/inputs';
import { useFormSave } from '../../../ui/useFormSave';
import { zodRule } from '../../../ui/zodRule';
import { customerClustersApi } from './api';

type Values = { cluster_id?: number; starts_on?: string | null; ends_on?: string | null };

/**
 * 'Müşteriye TYA Ekle': a complex of the system (the picker lists them all, by name, with company and active
 * houses), the day it was added and, once that is set, the day it was removed. Adds, or edits `link`.
 */
export function CustomerClusterDrawer({
  customerId,
  link,
  open,
  onClose,
  onSaved,
}: {
  customerId: number;
  link: AdminCustomerCluster | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { saving, save } = useFormSave();
  const clusters = useQuery({ ...customerClustersApi.clusters(), enabled: open });
  const startsOn = Form.useWatch('starts_on', form);
  const label = (name: 'cluster_id' | 'starts_on' | 'ends_on') => t(`admin.customerClusters.fields.${name}`);

  const options = (clusters.data?.data ?? []).map((c) => ({
    value: c.id,
    label: t('admin.customerClusters.clusterOption', {
      name: c.name,
      company: c.company_name ?? '',
      count: c.house_count,
    }),
  }));
  // The edited link's complex stays choosable even beyond the picker's first thousand.
  if (link && !options.some((o) => o.value === link.cluster_id)) {
    options.unshift({ value: link.cluster_id, label: link.cluster_name });
  }

  const onSave = async () => {
    const saved = await save<unknown, Values>(form, (values) => {
      const body = {
        customer_id: customerId,
        cluster_id: values.cluster_id as number,
        starts_on: values.starts_on as string,
        ends_on: values.ends_on || null,
      };
      return link ? customerClustersApi.update(link.id, body) : customerClustersApi.create(body);
    });
    if (!saved) return;
    onSaved();
    onClose();
  };

  return (
    <DrawerForm<Values>
      title={t(link ? 'admin.customerClusters.editPanel' : 'admin.customerClusters.panel')}
      open={open}
      onClose={onClose}
      form={form}
      name="customer-cluster"
      formKey={link?.id ?? 'new'}
      initialValues={link ? { cluster_id: link.cluster_id, starts_on: link.starts_on, ends_on: link.ends_on } : {}}
      testId="customer-cluster-form"
      saving={saving}
      onSave={() => void onSave()}
    >
      <Form.Item
        name="cluster_id"
        label={label('cluster_id')}
        required
        rules={[zodRule(adminCustomerClusterFields.shape.cluster_id)]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={clusters.isFetching}
          options={options}
          aria-label={label('cluster_id')}
        />
      </Form.Item>
      <Form.Item
        name="starts_on"
        label={label('starts_on')}
        required
        rules={[zodRule(adminCustomerClusterFields.shape.starts_on)]}
      >
        <DateInput aria-label={label('starts_on')} />
      </Form.Item>
      <Form.Item
        name="ends_on"
        label={label('ends_on')}
        extra={t('admin.customerClusters.endsOnHint')}
        dependencies={['starts_on']}
        rules={[
          zodRule(adminCustomerClusterFields.shape.ends_on),
          {
            validator: async (_rule, value) => {
              const issue = adminEndsBeforeStartIssue(form.getFieldValue('starts_on'), value);
              if (issue) throw new Error(issue);
            },
          },
        ]}
      >
        {/* Spec §5: the end date waits for the start date. */}
        <DateInput aria-label={label('ends_on')} disabled={!startsOn} />
      </Form.Item>
    </DrawerForm>
  );
}
