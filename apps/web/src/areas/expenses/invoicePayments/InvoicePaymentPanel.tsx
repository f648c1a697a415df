import { type InvoicePayment, invoicePaymentSchema } from '@site/shared';
import { Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { DrawerForm } from '../../../ui/DrawerForm';
import { formatLira } from '../../../ui/format';
import { DateInput, MoneyInput } from '../../../ui/inputs';
import { PaymentPlaceFields, placeOf } from '../../../ui/PaymentPlaceFields';
import { zodRule } from '../../../ui/zodRule';
import { invoicePaymentsApi } from '../api';
import type { InvoicePanelProps } from '../invoices/InvoiceSection';
import { atMost, useInvoiceSave } from '../invoices/invoiceModel';

const field = (name: KeyIn<'invoices.payments.fields'>) => `invoices.payments.fields.${name}` as const;

/**
 * 'Fatura Ödeme': pays an invoice from a bank account or a safe, at most what is left to pay (an edited
 * payment may also take back its own amount).
 */
export function InvoicePaymentPanel({ invoice, row: payment, open, onClose }: InvoicePanelProps<InvoicePayment>) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { saving, save: send } = useInvoiceSave();
  const remaining = invoice.remaining + (payment?.amount ?? 0);

  // The panel's content is built anew each time it opens, so these are the values of this opening.
  const initialValues = payment
    ? {
        collected_on: payment.collected_on,
        place: payment.safe_id !== null ? 'safe' : 'bank',
        bank_account_id: payment.bank_account_id ?? undefined,
        safe_id: payment.safe_id ?? undefined,
        amount: payment.amount,
        description: payment.description,
      }
    : {
        collected_on: dayjs().format('YYYY-MM-DD'),
        place: 'bank',
        amount: invoice.remaining > 0 ? invoice.remaining : undefined,
      };

  const save = async () => {
    const saved = await send(form, (values) => {
      const body = {
        collected_on: values.collected_on,
        amount: values.amount,
        description: values.description || null,
        ...placeOf(values),
      };
      return payment ? invoicePaymentsApi.update(payment.id, body) : invoicePaymentsApi.create(invoice.id, body);
    });
    if (saved) onClose();
  };

  return (
    <DrawerForm
      title={t('invoices.payments.panel')}
      open={open}
      onClose={onClose}
      saving={saving}
      onSave={save}
      formKey={payment?.id ?? 'new'}
      form={form}
      name="invoice-payment"
      initialValues={initialValues}
      testId="payment-form"
    >
      <Form.Item
        name="collected_on"
        label={t(field('collected_on'))}
        required
        rules={[zodRule(invoicePaymentSchema.shape.collected_on)]}
      >
        <DateInput disabled={false} />
      </Form.Item>
      <PaymentPlaceFields form={form} />
      <Form.Item
        name="amount"
        label={t(field('amount'))}
        required
        extra={t('invoices.payments.remainingHint', { amount: formatLira(remaining) })}
        rules={[zodRule(invoicePaymentSchema.shape.amount), atMost(remaining)]}
      >
        <MoneyInput aria-label={t(field('amount'))} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t(field('description'))}
        rules={[zodRule(invoicePaymentSchema.shape.description)]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </DrawerForm>
  );
}
