import { type Invoice, type InvoicePayment, invoicePaymentSchema, messages, toKurus } from '@site/shared';
import { Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { DrawerForm } from '../../../ui/DrawerForm';
import { toast } from '../../../ui/feedback';
import { formatLira } from '../../../ui/format';
import { DateInput, MoneyInput } from '../../../ui/inputs';
import { PaymentPlaceFields, placeOf } from '../../../ui/PaymentPlaceFields';
import { submitForm } from '../../../ui/submitForm';
import { zodRule } from '../../../ui/zodRule';
import { invoicePaymentsApi } from '../api';
import { useInvoiceRefresh } from '../invoices/invoiceModel';

const field = (name: KeyIn<'invoices.payments.fields'>) => `invoices.payments.fields.${name}` as const;

/**
 * 'Fatura Ödeme': pays an invoice from a bank account or a safe, at most what is left to pay (an edited
 * payment may also take back its own amount).
 */
export function InvoicePaymentPanel({
  invoice,
  payment,
  open,
  onClose,
}: {
  invoice: Invoice;
  /** The payment being edited; null adds. */
  payment: InvoicePayment | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const refresh = useInvoiceRefresh();
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
    setSaving(true);
    const saved = await submitForm(form, (values) => {
      const body = {
        collected_on: values.collected_on,
        amount: values.amount,
        description: values.description || null,
        ...placeOf(values),
      };
      return payment ? invoicePaymentsApi.update(payment.id, body) : invoicePaymentsApi.create(invoice.id, body);
    });
    setSaving(false);
    if (!saved) return;
    toast.success(t('common.saved'));
    await refresh();
    onClose();
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
        rules={[
          zodRule(invoicePaymentSchema.shape.amount),
          {
            // The same words as the server's check (spec §5: up to the remaining amount).
            validator: async (_rule, value) => {
              if (typeof value === 'number' && toKurus(value) > toKurus(remaining))
                throw new Error(messages.maxValue(remaining, true));
            },
          },
        ]}
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
