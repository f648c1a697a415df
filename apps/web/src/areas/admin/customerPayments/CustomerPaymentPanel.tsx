import { type CustomerPaymentInput, customerPaymentSchema } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select, Spin } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DrawerForm } from '../../../ui/DrawerForm';
import { filterByLabel } from '../../../ui/filterByLabel';
import { formatDate, formatLira } from '../../../ui/format';
import { DateInput, MoneyInput } from '../../../ui/inputs';
import { useFormSave } from '../../../ui/useFormSave';
import { zodRule } from '../../../ui/zodRule';
import { customerPaymentsApi } from './api';

type Values = Partial<CustomerPaymentInput>;
const rule = (name: keyof typeof customerPaymentSchema.shape) => [zodRule(customerPaymentSchema.shape[name])];

/** The invoices of the chosen customer that a payment may pay: the open ones, and those it already pays. */
function InvoicesSelect({
  customerId,
  kept,
  value,
  onChange,
}: {
  customerId: number | undefined;
  kept: number[];
  value?: number[] | null;
  onChange?: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const invoices = useQuery(customerPaymentsApi.invoices(customerId));
  const options = (invoices.data?.data ?? [])
    .filter((i) => i.amount_remaining > 0 || kept.includes(i.id))
    .map((i) => ({
      value: i.id,
      label: t('admin.customerPayments.invoiceOption', {
        no: i.invoice_no ?? t('admin.customerPayments.noInvoiceNo', { id: i.id }),
        date: formatDate(i.due_on),
        remaining: formatLira(i.amount_remaining),
      }),
    }));
  return (
    <Select
      mode="multiple"
      allowClear
      disabled={!customerId}
      placeholder={customerId ? undefined : t('admin.customerPayments.pickCustomerFirst')}
      loading={invoices.isFetching}
      value={value ?? []}
      onChange={onChange}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={t('admin.customerPayments.fields.customer_invoice_ids')}
    />
  );
}

/**
 * 'Tahsilat Ekle' of the payments screen: customer, amount, payment date, description and, optionally, the
 * customer's invoices it pays (else the open ones, oldest due first). Adds, or edits payment `id`.
 */
export function CustomerPaymentPanel({ id, open, onClose }: { id: number | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { saving, save } = useFormSave();
  const queryClient = useQueryClient();
  const customers = useQuery({ ...customerPaymentsApi.customers(), enabled: open });
  const record = useQuery({ ...customerPaymentsApi.record(id ?? 0), enabled: open && id !== null });
  const customerId = Form.useWatch('customer_id', form);
  const label = (name: keyof typeof customerPaymentSchema.shape) => t(`admin.customerPayments.fields.${name}`);
  const payment = id !== null ? record.data?.data : undefined;

  const onSave = async () => {
    const saved = await save<unknown, Values>(form, (values) => {
      // Invoices are sent only when chosen here: an edit that leaves them alone lets a new amount go to the open
      // invoices oldest first again, instead of only to those the payment happens to pay now.
      const chosen = form.isFieldTouched('customer_invoice_ids') ? values.customer_invoice_ids : null;
      const body = { ...values, customer_invoice_ids: chosen?.length ? chosen : null };
      return id !== null
        ? customerPaymentsApi.update(id, body as CustomerPaymentInput)
        : customerPaymentsApi.create(body as CustomerPaymentInput);
    });
    if (!saved) return;
    await customerPaymentsApi.refresh(queryClient);
    onClose();
  };

  if (open && id !== null && !payment) return <Spin />;
  return (
    <DrawerForm<Values>
      title={t('admin.customerPayments.formTitle')}
      open={open}
      onClose={onClose}
      form={form}
      name="customer-payment"
      formKey={payment?.id ?? 'new'}
      initialValues={
        payment
          ? {
              customer_id: payment.customer_id,
              amount: payment.amount,
              success_at: payment.success_at.slice(0, 10),
              description: payment.description,
              customer_invoice_ids: payment.customer_invoice_ids,
            }
          : { success_at: dayjs().format('YYYY-MM-DD') }
      }
      testId="customer-payment-form"
      saving={saving}
      onSave={() => void onSave()}
    >
      <Form.Item name="customer_id" label={label('customer_id')} required rules={rule('customer_id')}>
        <Select
          showSearch={{ filterOption: filterByLabel }}
          loading={customers.isFetching}
          options={(customers.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={() => form.setFieldValue('customer_invoice_ids', [])}
          aria-label={label('customer_id')}
        />
      </Form.Item>
      <Form.Item name="amount" label={label('amount')} required rules={rule('amount')}>
        <MoneyInput aria-label={label('amount')} />
      </Form.Item>
      <Form.Item name="success_at" label={label('success_at')} required rules={rule('success_at')}>
        <DateInput aria-label={label('success_at')} />
      </Form.Item>
      <Form.Item name="description" label={label('description')} rules={rule('description')}>
        <Input.TextArea rows={3} maxLength={1000} aria-label={label('description')} />
      </Form.Item>
      <Form.Item
        name="customer_invoice_ids"
        label={label('customer_invoice_ids')}
        extra={t('admin.customerPayments.invoicesHelp')}
      >
        <InvoicesSelect customerId={customerId ?? undefined} kept={payment?.customer_invoice_ids ?? []} />
      </Form.Item>
    </DrawerForm>
  );
}
