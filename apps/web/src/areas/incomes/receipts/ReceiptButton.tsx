import {
  formInvalid,
  printFileSchema,
  RECEIPT_DEFAULTS,
  RECEIPT_FILE_TYPES,
  RECEIPT_MAIL_NOT_SENT,
  RECEIPT_PAPER_SIZES,
  RECEIPT_USAGE_DOWNLOAD,
  RECEIPT_USAGE_EMAIL,
  RECEIPT_USAGE_TYPES,
  type ReceiptFileType,
  type ReceiptPaperSize,
  type ReceiptUsageType,
  receiptCopiesField,
  receiptFileTypeField,
  receiptPaperSizeField,
  receiptUsageTypeField,
} from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, type ButtonProps, Drawer, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { ActionButton } from '../../../ui/ActionButton';
import { toast } from '../../../ui/feedback';
import { zodRule } from '../../../ui/zodRule';
import { type ReceiptKind, receiptsApi } from '../api';

type Values = {
  file_type: ReceiptFileType;
  paper_size: ReceiptPaperSize;
  copies: number;
  usage_type_id: ReceiptUsageType;
  /** Only when sending; empty means the recipient's own address. */
  email?: string | null;
};

const INITIAL_VALUES = { ...RECEIPT_DEFAULTS, usage_type_id: RECEIPT_USAGE_DOWNLOAD };
/** The form's fields with their shared rules; a 422 on one of them goes onto it. */
const RULES = {
  file_type: receiptFileTypeField,
  paper_size: receiptPaperSizeField,
  copies: receiptCopiesField,
  usage_type_id: receiptUsageTypeField,
  email: printFileSchema.shape.email,
} as const;
const isField = (name: string): name is keyof Values => name in RULES;

const SETTINGS = {
  invoice: {
    template: 'Invoice',
    button: 'receipts.invoiceButton',
    title: 'receipts.invoiceTitle',
    missing: 'receipts.invoiceMissing',
  },
  payment: {
    template: 'InvoicePayment',
    button: 'receipts.paymentButton',
    title: 'receipts.paymentTitle',
    missing: 'receipts.paymentMissing',
  },
} as const;

/**
 * 'Mahsup Fişi' of an invoice or 'Ödeme Makbuzu' of a payment: a button opening the receipt panel
 * (file type, paper size, copies, use), which fetches the receipt data, has the file printed and opens it in a
 * new tab, or has it e-mailed to the recipient (pre-filled with the provider's address).
 */
export function ReceiptButton({
  kind,
  id,
  label,
  ...buttonProps
}: { kind: ReceiptKind; id: number; label?: string } & Omit<ButtonProps, 'onClick' | 'id'>) {
  const { t } = useTranslation();
  const settings = SETTINGS[kind];
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();
  const sending = Form.useWatch('usage_type_id', form) === RECEIPT_USAGE_EMAIL;
  // Read when the panel opens, for the recipient's address; a failure shows again on submit.
  const receipt = useQuery({ ...receiptsApi.data(kind, id), enabled: open });
  const recipientEmail = receipt.data?.data.recipient_email;
  useEffect(() => {
    // An address the user typed stays.
    if (open && recipientEmail && !form.getFieldValue('email')) form.setFieldValue('email', recipientEmail);
  }, [open, recipientEmail, form]);

  const labelOf = (name: keyof Values) => t(`receipts.fields.${name}`);
  const field = (name: keyof Values) => ({ name, label: labelOf(name), rules: [zodRule(RULES[name])] });

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      toast.error(formInvalid);
      return;
    }
    const { email, ...options } = values;
    const send = options.usage_type_id === RECEIPT_USAGE_EMAIL;
    setBusy(true);
    try {
      // Failures reach the shell's error toast (and a 401 the sign-in); 422s also go onto their fields.
      const current = await receiptsApi.read(kind, id, options);
      const printed = await receiptsApi.print({
        ...options,
        print_template: settings.template,
        receiptData: current.data,
        ...(send ? { email: email || null } : {}),
      });
      if (send) {
        toast.success(t('receipts.sent'));
        setOpen(false);
        return;
      }
      const url = printed.data?.url ?? printed.url;
      if (!url) {
        toast.error(t(settings.missing));
        return;
      }
      window.open(url, '_blank', 'noopener');
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError) {
        form.setFields(
          Object.entries(error.errors)
            .filter(([name]) => isField(name))
            .map(([name, errors]) => ({ name: name as keyof Values, errors })),
        );
      } else {
        // No answer at all (network down): no file came back, or nothing was sent.
        toast.error(send ? RECEIPT_MAIL_NOT_SENT : t(settings.missing));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button {...buttonProps} onClick={() => setOpen(true)}>
        {label ?? t(settings.button)}
      </Button>
      <Drawer
        open={open}
        destroyOnHidden
        onClose={() => setOpen(false)}
        title={t(settings.title)}
        footer={
          <Space>
            <ActionButton type="primary" loading={busy} onClick={submit}>
              {t(sending ? 'receipts.send' : 'receipts.download')}
            </ActionButton>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
          </Space>
        }
      >
        <Form<Values>
          form={form}
          layout="vertical"
          name={`receipt-${kind}-${id}`}
          initialValues={INITIAL_VALUES}
          onFinish={submit}
        >
          <Form.Item {...field('file_type')} required>
            <Select
              aria-label={labelOf('file_type')}
              options={RECEIPT_FILE_TYPES.map((type) => ({ value: type, label: t(`receipts.fileTypes.${type}`) }))}
            />
          </Form.Item>
          <Form.Item {...field('paper_size')} required>
            <Radio.Group
              aria-label={labelOf('paper_size')}
              options={RECEIPT_PAPER_SIZES.map((size) => ({ value: size, label: size }))}
            />
          </Form.Item>
          <Form.Item {...field('copies')} extra={t('receipts.copiesHint')} required>
            {/* No precision or bounds here: the rule names a fraction or an out-of-range number instead of
                silently changing it. */}
            <InputNumber style={{ width: '100%' }} aria-label={labelOf('copies')} />
          </Form.Item>
          <Form.Item {...field('usage_type_id')} required>
            <Radio.Group
              aria-label={labelOf('usage_type_id')}
              options={RECEIPT_USAGE_TYPES.map((type) => ({ value: type, label: t(`receipts.usageTypes.${type}`) }))}
            />
          </Form.Item>
          {sending && (
            <Form.Item {...field('email')} extra={t('receipts.emailHint')}>
              <Input type="email" autoComplete="email" aria-label={labelOf('email')} />
            </Form.Item>
          )}
        </Form>
      </Drawer>
    </>
  );
}
