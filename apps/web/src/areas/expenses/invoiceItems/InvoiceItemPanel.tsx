import { type InvoiceItem, invoiceItemSchema, toKurus } from '@site/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { DrawerForm } from '../../../ui/DrawerForm';
import { MoneyInput } from '../../../ui/inputs';
import { zodRule } from '../../../ui/zodRule';
import { invoiceItemsApi } from '../api';
import type { InvoicePanelProps } from '../invoices/InvoiceSection';
import { useInstallmentGuard, useInvoiceSave } from '../invoices/invoiceModel';
import { ExpenseTypeSelect } from './ExpenseTypeSelect';

type Values = {
  expense_type_id: number;
  child_expense_type_id: number | null;
  description: string | null;
  amount: number;
};

const field = (name: KeyIn<'invoices.items.fields'>) => `invoices.items.fields.${name}` as const;

/** 'Faturaya Kalem Ekle': adds one item to a saved invoice, or edits one (`row`). */
export function InvoiceItemPanel({ invoice, row: item, open, onClose }: InvoicePanelProps<InvoiceItem>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const parentId = Form.useWatch('expense_type_id', form) as number | null | undefined;
  const guard = useInstallmentGuard();
  const { saving, save: send } = useInvoiceSave();

  const save = async () => {
    const saved = await send(form, async (values: Values) => {
      const changesTotal = !item || toKurus(values.amount) !== toKurus(item.amount);
      if (!(await guard(invoice, changesTotal))) return false;
      const body = { ...values, child_expense_type_id: values.child_expense_type_id ?? null };
      return item ? invoiceItemsApi.update(item.id, body) : invoiceItemsApi.create(invoice.id, body);
    });
    if (saved) onClose();
  };

  return (
    <DrawerForm<Values>
      title={t('invoices.items.panel')}
      open={open}
      onClose={onClose}
      saving={saving}
      onSave={save}
      formKey={item?.id ?? 'new'}
      form={form}
      name="invoice-item"
      testId="invoice-item-form"
      initialValues={
        item
          ? {
              expense_type_id: item.expense_type_id,
              child_expense_type_id: item.child_expense_type_id,
              description: item.description,
              amount: item.amount,
            }
          : undefined
      }
    >
      <Form.Item
        name="expense_type_id"
        label={t(field('expense_type_id'))}
        required
        rules={[zodRule(invoiceItemSchema.shape.expense_type_id)]}
      >
        <ExpenseTypeSelect
          label={field('expense_type_id')}
          // A child type belongs to one parent: a new parent clears it.
          onChange={() => form.setFieldValue('child_expense_type_id', null)}
        />
      </Form.Item>
      <Form.Item name="child_expense_type_id" label={t(field('child_expense_type_id'))}>
        <ExpenseTypeSelect label={field('child_expense_type_id')} parentId={parentId ?? null} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t(field('description'))}
        rules={[zodRule(invoiceItemSchema.shape.description)]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="amount" label={t(field('amount'))} required rules={[zodRule(invoiceItemSchema.shape.amount)]}>
        <MoneyInput aria-label={t(field('amount'))} />
      </Form.Item>
    </DrawerForm>
  );
}
