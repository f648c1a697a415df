import { formatIban, type SaasBankActivity, saasBankMatchSchema } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { DrawerForm } from '../../../ui/DrawerForm';
import { filterByLabel } from '../../../ui/filterByLabel';
import { formatDate, formatLira } from '../../../ui/format';
import { useFormSave } from '../../../ui/useFormSave';
import { zodRule } from '../../../ui/zodRule';
import { saasBankApi } from './api';
import { ConfidenceTag } from './ConfidenceTag';

type Values = { customer_id?: number; description?: string };

/**
 * 'Tahsilat Eşleştir' (spec §2): the line's date, amount and, when present, its identity number, tax number
 * and IBAN, read-only; the customer (preset to the suggestion) and 'Eşleştir', which books the payment.
 */
export function MatchPanel({
  line,
  onClose,
  onMatched,
}: {
  line: SaasBankActivity | null;
  onClose: () => void;
  onMatched: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { saving, save } = useFormSave({ done: 'admin.bankActivities.matched' });
  const customers = useQuery({ ...saasBankApi.customers(), enabled: line !== null });
  const options = (customers.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  // The suggested customer is offered even when the picker's list has not come (or it is passive).
  if (line?.suggested_customer_id && !options.some((o) => o.value === line.suggested_customer_id)) {
    options.unshift({ value: line.suggested_customer_id, label: line.suggested_customer_name ?? '' });
  }

  const submit = async () => {
    if (!line) return;
    const saved = await save<unknown, Values>(form, (values) =>
      saasBankApi.match(line.reference_no, {
        customer_id: values.customer_id as number,
        description: values.description?.trim() || null,
      }),
    );
    if (saved) onMatched();
  };

  const field = (name: KeyIn<'admin.bankActivities.fields'>) => t(`admin.bankActivities.fields.${name}`);
  return (
    <DrawerForm<Values>
      title={t('admin.bankActivities.match')}
      open={line !== null}
      onClose={onClose}
      form={form}
      name="saas-bank-match"
      formKey={line?.reference_no}
      testId="saas-bank-match"
      initialValues={{ customer_id: line?.suggested_customer_id ?? undefined }}
      saving={saving}
      onSave={submit}
      saveLabel={t('admin.bankActivities.matchSubmit')}
      size="default"
      intro={
        line && (
          <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={field('activity_on')}>{formatDate(line.activity_on)}</Descriptions.Item>
            <Descriptions.Item label={field('amount')}>{formatLira(line.amount)}</Descriptions.Item>
            {line.identity_number && (
              <Descriptions.Item label={field('identity_number')}>{line.identity_number}</Descriptions.Item>
            )}
            {line.tax_number && <Descriptions.Item label={field('tax_number')}>{line.tax_number}</Descriptions.Item>}
            {line.iban && <Descriptions.Item label={field('iban')}>{formatIban(line.iban)}</Descriptions.Item>}
            {line.description && <Descriptions.Item label={field('description')}>{line.description}</Descriptions.Item>}
            {line.suggested_customer_name && (
              <Descriptions.Item label={field('suggested_customer_name')}>
                {line.suggested_customer_name} <ConfidenceTag confidence={line.match_confidence} />
              </Descriptions.Item>
            )}
          </Descriptions>
        )
      }
    >
      <Form.Item
        name="customer_id"
        label={field('customer_id')}
        required
        rules={[zodRule(saasBankMatchSchema.shape.customer_id)]}
      >
        <Select
          showSearch={{ filterOption: filterByLabel }}
          options={options}
          loading={customers.isLoading}
          allowClear
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={field('match_description')}
        rules={[zodRule(saasBankMatchSchema.shape.description)]}
      >
        <Input.TextArea rows={3} placeholder={line?.description ?? undefined} />
      </Form.Item>
    </DrawerForm>
  );
}
