import { type CustomerInvoicePaymentInput, customerInvoicePaymentSchema } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Spin } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DrawerForm } from '../../../ui/DrawerForm';
import { formatLira } from '../../../ui/format';
import { DateInput, MoneyInput } from '../../../ui/inputs';
import { useFormSave } from '../../../ui/useFormSave';
import { zodRule } from '../../../ui/zodRule';
import { customerPaymentsApi } from './api';

type Values = Partial<Pick<CustomerInvoicePaymentInput, 'payment_on' | 'amount' | 'description'>>;
const rule = (name: keyof Values) => [zodRule(customerInvoicePaymentSchema.shape[name])];

/**
 * 'Tahsilat Ekle': adds a payment of one customer invoice (`invoiceId`), or edits the invoice payment
 * `invoicePaymentId`: payment date (today by default), amount with what the invoice still owes beside it,
 * description. Saves to `/api-super-admin/customer-invoice-payments`.
 */
export function InvoicePaymentPanel({
  open,
  customerId,
  invoiceId,
  invoicePaymentId,
  onClose,
  onSaved,
}: {
  open: boolean;
  customerId: number;
  invoiceId?: number;
  invoicePaymentId?: number;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { saving, save } = useFormSave();
  const queryClient = useQueryClient();
  const existing = useQuery({
    ...customerPaymentsApi.invoicePayment(invoicePaymentId),
    enabled: open && Boolean(invoicePaymentId),
  });
  const invoices = useQuery({ ...customerPaymentsApi.invoices(customerId), enabled: open });
  const row = existing.data?.data;
  const targetInvoice = invoiceId ?? row?.customer_invoice_id;
  const invoice = invoices.data?.data.find((i) => i.id === targetInvoice);
  // What this payment may reach: the invoice's remaining, plus what the edited payment already pays of it.
  const remaining = invoice
    ? invoice.amount_remaining + (row && row.customer_invoice_id === invoice.id ? row.amount : 0)
    : null;
  const label = (name: keyof Values) => t(`admin.invoicePayment.${name}`);

  const onSave = async () => {
    if (!targetInvoice) return;
    const saved = await save<unknown, Values>(form, (values) => {
      const body = {
        customer_id: customerId,
        customer_invoice_id: targetInvoice,
        payment_on: values.payment_on,
        amount: values.amount as number,
        description: values.description ?? null,
      };
      return row
        ? customerPaymentsApi.updateInvoicePayment(row.id, body)
        : customerPaymentsApi.createInvoicePayment(body);
    });
    if (!saved) return;
    await customerPaymentsApi.refresh(queryClient);
    onSaved?.();
    onClose();
  };

  if (open && invoicePaymentId && !row) return <Spin />;
  return (
    <DrawerForm<Values>
      title={t('admin.invoicePayment.title')}
      open={open}
      onClose={onClose}
      form={form}
      name="customer-invoice-payment"
      formKey={row?.id ?? 'new'}
      size="default"
      initialValues={
        row
          ? { payment_on: row.payment_on, amount: row.amount, description: row.description }
          : { payment_on: dayjs().format('YYYY-MM-DD') }
      }
      testId="customer-invoice-payment-form"
      saving={saving}
      onSave={() => void onSave()}
      intro={
        row && row.payment_amount !== row.amount ? (
          <Alert
            type="info"
            style={{ marginBottom: 16 }}
            title={t('admin.invoicePayment.paymentAmount', { amount: formatLira(row.payment_amount) })}
          />
        ) : null
      }
    >
      <Form.Item name="payment_on" label={label('payment_on')} required rules={rule('payment_on')}>
        <DateInput aria-label={label('payment_on')} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={label('amount')}
        required
        rules={rule('amount')}
        extra={remaining !== null ? t('admin.invoicePayment.remaining', { amount: formatLira(remaining) }) : undefined}
      >
        <MoneyInput aria-label={label('amount')} />
      </Form.Item>
      <Form.Item name="description" label={label('description')} rules={rule('description')}>
        <Input.TextArea rows={3} maxLength={1000} aria-label={label('description')} />
      </Form.Item>
    </DrawerForm>
  );
}
