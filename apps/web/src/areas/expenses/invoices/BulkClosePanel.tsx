import { bulkCloseSchema } from '@site/shared';
import { Form, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCluster } from '../../../session/ClusterProvider';
import { DrawerForm } from '../../../ui/DrawerForm';
import { formatLira } from '../../../ui/format';
import { DateInput } from '../../../ui/inputs';
import { PaymentPlaceFields, placeOf } from '../../../ui/PaymentPlaceFields';
import { zodRule } from '../../../ui/zodRule';
import { invoicesApi } from '../api';
import { useInvoiceSave } from './invoiceModel';

/**
 * 'Toplu Fatura Kapatma': pays what is left of every selected invoice from one bank account or safe on one
 * date; all of them or none.
 */
export function BulkClosePanel({
  invoiceIds,
  remaining,
  open,
  onClose,
  onClosed,
}: {
  invoiceIds: number[];
  /** What is left to pay of the selected invoices, in lira. */
  remaining: number;
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const [form] = Form.useForm();
  const { saving, save: saveForm } = useInvoiceSave('invoices.bulkClose.done');

  const save = async () => {
    const saved = await saveForm(form, (values) =>
      invoicesApi.bulkClose({
        cluster_id: clusterId,
        invoice_ids: invoiceIds,
        collected_on: values.collected_on,
        description: values.description || null,
        ...placeOf(values),
      }),
    );
    if (saved) onClosed();
  };

  return (
    <DrawerForm
      title={t('invoices.bulkClose.panel')}
      open={open}
      onClose={onClose}
      saving={saving}
      onSave={save}
      saveLabel={t('invoices.bulkClose.submit')}
      form={form}
      name="bulk-close"
      initialValues={{ place: 'bank', collected_on: dayjs().format('YYYY-MM-DD') }}
      intro={
        <Typography.Paragraph data-testid="bulk-close-summary">
          {t('invoices.bulkClose.summary', { count: invoiceIds.length, amount: formatLira(remaining) })}
        </Typography.Paragraph>
      }
    >
      <PaymentPlaceFields form={form} />
      <Form.Item
        name="collected_on"
        label={t('invoices.payments.fields.collected_on')}
        required
        rules={[zodRule(bulkCloseSchema.shape.collected_on)]}
      >
        <DateInput disabled={false} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('invoices.payments.fields.description')}
        rules={[zodRule(bulkCloseSchema.shape.description)]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </DrawerForm>
  );
}
