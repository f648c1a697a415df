import { AMOUNT_COLUMNS_MESSAGE, type BankColumnMapping, type BankMappingField, messages } from '@site/shared';
import { Alert, Form, Modal, Radio, Select, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { guessMapping } from './guessMapping';

type Props = {
  open: boolean;
  headers: string[];
  sample: string[][];
  /** The saved mapping (when the file's columns changed) to start from. */
  initial: BankColumnMapping | null;
  missing: string[];
  saving: boolean;
  onCancel: () => void;
  onSubmit: (mapping: BankColumnMapping) => void;
};

const OPTIONAL_FIELDS: BankMappingField[] = [
  'description',
  'sender_name',
  'reference_no',
  'iban',
  'identity_number',
  'balance_after',
];

/**
 * The first import of a bank account: which column of the statement holds the date, the amount (one
 * signed column, or debit and credit), the description, the sender and so on. Saved for every later import.
 */
export function MappingDialog({ open, headers, sample, initial, missing, saving, onCancel, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BankColumnMapping>();
  const [amountMode, setAmountMode] = useState<'single' | 'split'>('single');

  useEffect(() => {
    if (!open) return;
    const start = { ...guessMapping(headers), ...(initial ?? {}) };
    // A saved column the file no longer has is not offered as chosen.
    const present = Object.fromEntries(
      Object.entries(start).map(([field, header]) => [field, header && headers.includes(header) ? header : undefined]),
    );
    form.resetFields();
    form.setFieldsValue(present);
    setAmountMode(present.amount || !(present.debit || present.credit) ? 'single' : 'split');
  }, [open, headers, initial, form]);

  const options = headers.map((h) => ({ value: h, label: h }));
  /** The column of one value; `required` is the message when none is chosen. */
  const column = (field: BankMappingField, required?: string) => (
    <Form.Item
      key={field}
      name={field}
      label={t(`bankActivities.mapping.${field}`)}
      rules={required ? [{ required: true, message: required }] : []}
    >
      <Select allowClear options={options} placeholder={t('bankActivities.mapping.none')} />
    </Form.Item>
  );

  const submit = async () => {
    const values = await form.validateFields();
    const mapping = Object.fromEntries(
      Object.entries(values).map(([field, header]) => [field, header ?? null]),
    ) as BankColumnMapping;
    if (amountMode === 'single') {
      mapping.debit = null;
      mapping.credit = null;
    } else mapping.amount = null;
    onSubmit(mapping);
  };

  return (
    <Modal
      open={open}
      width={960}
      title={t('bankActivities.mapping.title')}
      okText={t('bankActivities.mapping.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('bankActivities.mapping.help')}</Typography.Paragraph>
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('bankActivities.mapping.missing', { columns: missing.join(', ') })}
        />
      )}
      <Table
        size="small"
        bordered
        pagination={false}
        scroll={{ x: true }}
        rowKey="row"
        dataSource={sample.map((cells, row) => ({ row, ...Object.fromEntries(cells.map((c, i) => [String(i), c])) }))}
        columns={headers.map((h, i) => ({ key: String(i), dataIndex: String(i), title: h }))}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical">
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', columnGap: 16 }}>
          {column('activity_on', messages.required)}
          <Form.Item label={t('bankActivities.mapping.amountMode')}>
            <Radio.Group
              value={amountMode}
              onChange={(e) => setAmountMode(e.target.value)}
              options={[
                { value: 'single', label: t('bankActivities.mapping.single') },
                { value: 'split', label: t('bankActivities.mapping.split') },
              ]}
            />
          </Form.Item>
          {amountMode === 'single' ? (
            column('amount', AMOUNT_COLUMNS_MESSAGE)
          ) : (
            <>
              {column('debit', AMOUNT_COLUMNS_MESSAGE)}
              {column('credit', AMOUNT_COLUMNS_MESSAGE)}
            </>
          )}
          {OPTIONAL_FIELDS.map((field) => column(field))}
        </div>
      </Form>
    </Modal>
  );
}
