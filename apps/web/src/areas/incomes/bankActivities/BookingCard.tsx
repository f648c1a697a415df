import { type BankActivity, BOOKED_EXPENSE_INVOICE_TYPES, messages } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Form, Input, Radio, Select, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCluster } from '../../../session/ClusterProvider';
import { ActionButton } from '../../../ui/ActionButton';
import { formatDate, formatLira } from '../../../ui/format';
import { useFormSave } from '../../../ui/useFormSave';
import { ClusterProviderSelect } from '../../definitions/public';
import { ExpenseTypeSelect } from '../../expenses/public';
import { type BankBookingPath, bankActivitiesApi, pickersApi } from '../api';
import { useBankAccountOptions } from './ImportPanel';

const required = { required: true, message: messages.required };
/** Spec §3: Faturasız, the usual type of a bank fee. */
const WITHOUT_INVOICE = 3;

type Props = { line: BankActivity; onBooked: () => Promise<unknown> };

type Values = Record<string, unknown>;

/**
 * One of the three bookings: `save` sends the form (with its description, empty as null) to its endpoint, then
 * reloads the line (now closed).
 */
function useBooking(
  line: BankActivity,
  path: BankBookingPath,
  onBooked: Props['onBooked'],
  toBody: (values: Values) => Values,
) {
  const { saving, save } = useFormSave({ done: 'bankActivities.book.done' });
  const [form] = Form.useForm();
  const send = () =>
    save(
      form,
      (values: Values) =>
        bankActivitiesApi.book(line.id, path, { ...toBody(values), description: values.description || null }),
      onBooked,
    );
  // A refused booking was already shown by submitForm or the API client.
  return { form, saving, save: () => void send().catch(() => undefined) };
}

/** The end of every booking form: the line's description, which may be changed, and the save button. */
function DescriptionAndSave({ booking, label }: { booking: ReturnType<typeof useBooking>; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="description" label={t('bankActivities.fields.description')}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      <ActionButton type="primary" loading={booking.saving} onClick={booking.save}>
        {label}
      </ActionButton>
    </>
  );
}

/** 'Fatura Ödemesi': an open invoice of the complex; one whose remainder is below the line's amount cannot be chosen. */
function InvoicePaymentForm({ line, onBooked }: Props) {
  const { t } = useTranslation();
  const booking = useBooking(line, 'invoice-payment', onBooked, (values) => ({ invoice_id: values.invoice_id }));
  const amount = -line.amount;
  const invoices = useQuery(bankActivitiesApi.openInvoices(line.id));
  const options = (invoices.data?.data ?? []).map((invoice) => ({
    value: invoice.id,
    disabled: invoice.remaining < amount,
    label: t('bankActivities.book.invoiceOption', {
      provider: invoice.provider_name,
      bill: invoice.bill_no ?? invoice.description ?? '',
      date: formatDate(invoice.billed_on),
      remaining: formatLira(invoice.remaining),
    }),
  }));
  return (
    <Form
      form={booking.form}
      layout="vertical"
      name="book-invoice-payment"
      initialValues={{ description: line.description }}
    >
      <Typography.Paragraph type="secondary">
        {t('bankActivities.book.invoicePaymentHelp', { amount: formatLira(amount) })}
      </Typography.Paragraph>
      <Form.Item name="invoice_id" label={t('bankActivities.book.invoice')} required rules={[required]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={invoices.isLoading}
          options={options}
          aria-label={t('bankActivities.book.invoice')}
          notFoundContent={t('bankActivities.book.noOpenInvoice')}
        />
      </Form.Item>
      <DescriptionAndSave booking={booking} label={t('bankActivities.book.saveInvoicePayment')} />
    </Form>
  );
}

/** 'Gider': an expense type (and child), the provider if known, the invoice type; paid at once from the line's bank. */
function ExpenseForm({ line, onBooked }: Props) {
  const { t } = useTranslation();
  const booking = useBooking(line, 'expense', onBooked, (values) => ({
    expense_type_id: values.expense_type_id,
    child_expense_type_id: values.child_expense_type_id ?? null,
    provider_id: values.provider_id ?? null,
    invoice_type_id: values.invoice_type_id,
  }));
  const { form } = booking;
  const parent = Form.useWatch('expense_type_id', form) as number | null | undefined;
  return (
    <Form
      form={form}
      layout="vertical"
      name="book-expense"
      initialValues={{ description: line.description, invoice_type_id: WITHOUT_INVOICE }}
    >
      <Typography.Paragraph type="secondary">{t('bankActivities.book.expenseHelp')}</Typography.Paragraph>
      <Form.Item name="expense_type_id" label={t('invoices.items.fields.expense_type_id')} required rules={[required]}>
        <ExpenseTypeSelect
          label="invoices.items.fields.expense_type_id"
          testId="book-expense-type"
          onChange={(value) => {
            form.setFieldsValue({ expense_type_id: value, child_expense_type_id: null });
          }}
        />
      </Form.Item>
      <Form.Item name="child_expense_type_id" label={t('invoices.items.fields.child_expense_type_id')}>
        <ExpenseTypeSelect
          label="invoices.items.fields.child_expense_type_id"
          parentId={parent ?? null}
          testId="book-child-expense-type"
        />
      </Form.Item>
      <Form.Item
        name="provider_id"
        label={t('invoices.fields.provider_id')}
        extra={t('bankActivities.book.providerHint', { bank: line.bank_account_name })}
      >
        <ClusterProviderSelect
          allowClear
          withCompanyProviders
          disabled={false}
          label={t('invoices.fields.provider_id')}
          addLabel={t('invoices.addProvider')}
          nameLabel={t('clusterProviders.fields.name')}
        />
      </Form.Item>
      <Form.Item name="invoice_type_id" label={t('invoices.fields.invoice_type_id')} required rules={[required]}>
        <Select
          aria-label={t('invoices.fields.invoice_type_id')}
          options={BOOKED_EXPENSE_INVOICE_TYPES.map((type) => ({
            value: type,
            label: t(`invoices.invoiceTypes.${type}`),
          }))}
        />
      </Form.Item>
      <DescriptionAndSave booking={booking} label={t('bankActivities.book.saveExpense')} />
    </Form>
  );
}

/** 'Virman': another bank account or a safe of the complex receives the money. */
function TransferForm({ line, onBooked }: Props) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const booking = useBooking(line, 'transfer', onBooked, (values) => ({
    to_bank_account_id: values.target === 'bank' ? values.to_bank_account_id : null,
    to_safe_id: values.target === 'bank' ? null : values.to_safe_id,
  }));
  const { form } = booking;
  const target = (Form.useWatch('target', form) as 'bank' | 'safe' | undefined) ?? 'safe';
  const banks = useBankAccountOptions().filter((option) => option.value !== line.bank_account_id);
  const safes = useQuery({
    ...pickersApi.activeSafes(clusterId),
    select: (response) => response.data.map((safe) => ({ value: safe.id, label: safe.name })),
  });
  return (
    <Form
      form={form}
      layout="vertical"
      name="book-transfer"
      initialValues={{ target: 'safe', description: line.description }}
    >
      <Typography.Paragraph type="secondary">
        {t('bankActivities.book.transferHelp', { bank: line.bank_account_name })}
      </Typography.Paragraph>
      <Form.Item name="target" label={t('bankActivities.book.target')} required>
        <Radio.Group
          options={[
            { value: 'safe', label: t('paymentPlace.safe') },
            { value: 'bank', label: t('paymentPlace.bank') },
          ]}
        />
      </Form.Item>
      {target === 'bank' ? (
        <Form.Item name="to_bank_account_id" label={t('paymentPlace.bank_account_id')} required rules={[required]}>
          <Select aria-label={t('paymentPlace.bank_account_id')} options={banks} />
        </Form.Item>
      ) : (
        <Form.Item name="to_safe_id" label={t('paymentPlace.safe_id')} required rules={[required]}>
          <Select aria-label={t('paymentPlace.safe_id')} loading={safes.isLoading} options={safes.data ?? []} />
        </Form.Item>
      )}
      <DescriptionAndSave booking={booking} label={t('bankActivities.book.saveTransfer')} />
    </Form>
  );
}

/**
 * An open outgoing line (a bank fee, an automatic payment, cash drawn for the safe) booked as the payment of
 * an open invoice, an expense, or a transfer between the complex's accounts; amount, date and bank account
 * are the line's own.
 */
export function BookingCard({ line, onBooked }: Props) {
  const { t } = useTranslation();
  return (
    <Card title={t('bankActivities.book.title')} size="small" style={{ marginBottom: 16 }}>
      <Tabs
        items={[
          {
            key: 'invoice_payment',
            label: t('bankActivities.bookings.invoice_payment'),
            children: <InvoicePaymentForm line={line} onBooked={onBooked} />,
          },
          {
            key: 'expense',
            label: t('bankActivities.bookings.expense'),
            children: <ExpenseForm line={line} onBooked={onBooked} />,
          },
          {
            key: 'transfer',
            label: t('bankActivities.bookings.transfer'),
            children: <TransferForm line={line} onBooked={onBooked} />,
          },
        ]}
      />
    </Card>
  );
}
