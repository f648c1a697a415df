import { autoInstallmentSchema, type InvoiceInstallment, installmentSchema } from '@site/shared';
import { Alert, Drawer, Form, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { KeyIn } from '../../../locales/keys';
import { formatLira } from '../../../ui/format';
import { DateInput, MoneyInput } from '../../../ui/inputs';
import { SaveButtons } from '../../../ui/SaveButtons';
import { zodRule } from '../../../ui/zodRule';
import { installmentsApi } from '../api';
import type { InvoicePanelProps } from './InvoiceSection';
import { atMost, uninstalledOf, useInvoiceSave } from './invoiceModel';

type Mode = 'single' | 'auto';
/** What the panel edits of an installment; a saved one is known by its id and the values sent. */
export type EditedInstallment = Pick<InvoiceInstallment, 'id' | 'last_payment_on' | 'amount'>;
const field = (name: KeyIn<'invoices.installments.fields'>) => `invoices.installments.fields.${name}` as const;

/**
 * 'Fatura Taksiti': one installment (date and amount, at most what is not installed yet) or automatic ones
 * (start date and count, spreading what is left monthly). A fully installed invoice takes no more (spec §4).
 */
export function InstallmentPanel({
  invoice,
  row: installment,
  open,
  onClose,
  onSaved,
}: InvoicePanelProps<EditedInstallment>) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { saving, save: saveForm } = useInvoiceSave();
  const chosen = (Form.useWatch('mode', form) as Mode | undefined) ?? 'single';
  const mode: Mode = installment ? 'single' : chosen;
  // What this installment may take: what nobody installed, plus its own amount when it is edited.
  const left = uninstalledOf(invoice) + (installment?.amount ?? 0);
  const fullyInstalled = !installment && left <= 0;
  const leftHint = t('invoices.installments.uninstalledHint', { amount: formatLira(left) });
  /** The installment's date, or the first one of monthly installments. */
  const dateField = (name: 'last_payment_on' | 'starts_on', schema: z.ZodType) => (
    <Form.Item name={name} label={t(field(name))} required rules={[zodRule(schema)]}>
      <DateInput disabled={false} />
    </Form.Item>
  );

  const save = async (close: boolean) => {
    const saved = await saveForm<EditedInstallment | 'auto'>(form, async (values) => {
      if (mode === 'auto') {
        await installmentsApi.createMonthly(invoice.id, {
          starts_on: values.starts_on,
          installment_count: values.installment_count,
        });
        return 'auto';
      }
      const body = { last_payment_on: values.last_payment_on as string, amount: values.amount as number };
      if (installment) {
        await installmentsApi.update(invoice.id, installment.id, body);
        return { id: installment.id, ...body };
      }
      const created = await installmentsApi.create(invoice.id, body);
      return { id: created.data.id, ...body };
    });
    if (!saved) return;
    if (close || saved === 'auto') onClose();
    // 'Kaydet' keeps the panel on the saved installment (a new one by its returned id).
    else onSaved(saved);
  };

  return (
    <Drawer
      title={t('invoices.installments.panel')}
      open={open}
      onClose={onClose}
      destroyOnHidden
      size="large"
      footer={<SaveButtons onSave={save} saving={saving} disabled={fullyInstalled} />}
    >
      {fullyInstalled ? (
        <Alert type="error" showIcon title={t('invoices.installments.fullyInstalled')} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          name="invoice-installment"
          key={installment?.id ?? 'new'}
          initialValues={
            installment
              ? { last_payment_on: installment.last_payment_on, amount: installment.amount }
              : { mode: 'single', installment_count: 1 }
          }
          data-testid="installment-form"
        >
          {!installment && (
            <Form.Item name="mode" label={t('invoices.installments.mode')}>
              <Radio.Group
                options={[
                  { value: 'single', label: t('invoices.installments.single') },
                  { value: 'auto', label: t('invoices.installments.auto') },
                ]}
              />
            </Form.Item>
          )}
          {mode === 'single' ? (
            <>
              {dateField('last_payment_on', installmentSchema.shape.last_payment_on)}
              <Form.Item
                name="amount"
                label={t(field('amount'))}
                required
                extra={leftHint}
                rules={[zodRule(installmentSchema.shape.amount), atMost(left)]}
              >
                <MoneyInput aria-label={t(field('amount'))} />
              </Form.Item>
            </>
          ) : (
            <>
              {dateField('starts_on', autoInstallmentSchema.shape.starts_on)}
              <Form.Item
                name="installment_count"
                label={t(field('installment_count'))}
                required
                extra={leftHint}
                rules={[zodRule(autoInstallmentSchema.shape.installment_count)]}
              >
                <InputNumber
                  style={{ width: '100%' }}
                  min={1}
                  precision={0}
                  aria-label={t(field('installment_count'))}
                />
              </Form.Item>
            </>
          )}
        </Form>
      )}
    </Drawer>
  );
}
