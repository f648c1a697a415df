import { messages, type SaasBankColumnMapping, type SaasBankMappingField, saasBankMessages } from '@site/shared';
import { Form, Modal, Radio, Select, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  headers: string[];
  sample: string[][];
  /** What the server recognised from the header names, to start from. */
  initial: Record<string, string | null>;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (mapping: SaasBankColumnMapping) => void;
};

const OPTIONAL_FIELDS: SaasBankMappingField[] = [
  'description',
  'reference_no',
  'sender_name',
  'tax_number',
  'identity_number',
  'iban',
];

/**
 * A statement whose columns the server could not tell by their names: which column holds the date, the
 * amount (one signed column, or debit and credit), the description, the reference and the optional VKN, TCKN
 * and IBAN. The first rows of the file are shown above the choices.
 */
export function MappingDialog({ open, headers, sample, initial, saving, onCancel, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SaasBankColumnMapping>();
  const [amountMode, setAmountMode] = useState<'single' | 'split'>('single');

  useEffect(() => {
    if (!open) return;
    const present = Object.fromEntries(
      Object.entries(initial).map(([field, header]) => [
        field,
        header && headers.includes(header) ? header : undefined,
      ]),
    );
    form.resetFields();
    form.setFieldsValue(present);
    setAmountMode(present.amount || !(present.debit || present.credit) ? 'single' : 'split');
  }, [open, headers, initial, form]);

  const options = headers.map((h) => ({ value: h, label: h }));
  const column = (field: SaasBankMappingField, required?: string) => (
    <Form.Item
      key={field}
      name={field}
      label={t(`admin.bankActivities.mapping.${field}`)}
      rules={required ? [{ required: true, message: required }] : []}
    >
      <Select allowClear options={options} placeholder={t('admin.bankActivities.mapping.none')} />
    </Form.Item>
  );

  const submit = async () => {
    const values = await form.validateFields();
    const mapping = Object.fromEntries(
      Object.entries(values).map(([field, header]) => [field, header ?? null]),
    ) as SaasBankColumnMapping;
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
      title={t('admin.bankActivities.mapping.title')}
      okText={t('admin.bankActivities.mapping.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('admin.bankActivities.mapping.help')}</Typography.Paragraph>
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
          <Form.Item label={t('admin.bankActivities.mapping.amountMode')}>
            <Radio.Group
              value={amountMode}
              onChange={(e) => setAmountMode(e.target.value)}
              options={[
                { value: 'single', label: t('admin.bankActivities.mapping.single') },
                { value: 'split', label: t('admin.bankActivities.mapping.split') },
              ]}
            />
          </Form.Item>
          {amountMode === 'single' ? (
            column('amount', saasBankMessages.amountColumns)
          ) : (
            <>
              {column('debit', saasBankMessages.amountColumns)}
              {column('credit', saasBankMessages.amountColumns)}
            </>
          )}
          {OPTIONAL_FIELDS.map((field) => column(field))}
        </div>
      </Form>
    </Modal>
  );
}
