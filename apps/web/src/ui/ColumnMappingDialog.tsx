import { formInvalid, messages } from '@site/shared';
import { Alert, Form, Modal, Radio, Select, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyUnder, type MessageGroup } from '../locales/keys';
import { toast } from './feedback';

/** A mapping from each value of a statement line to the file's column that holds it (null: none). */
type ColumnMapping = Record<string, string | null>;

type Props<M extends ColumnMapping> = {
  open: boolean;
  headers: string[];
  /** The first rows of the file, shown above the choices. */
  sample: string[][];
  /** The columns to start from (recognised by name or saved earlier); one the file lacks is not chosen. */
  initial: Record<string, string | null | undefined>;
  /** Saved columns the file no longer has, named in a warning. */
  missing?: string[];
  /** The values besides the date and the amount, in the order offered. */
  optionalFields: readonly (keyof M & string)[];
  /** Where the dialog's texts are: `${texts}.title`, `.help`, `.submit`, `.none`, `.amountMode`, a label per value. */
  texts: MessageGroup;
  /** The message when neither one amount column nor the debit and credit columns are chosen. */
  amountMessage: string;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (mapping: M) => void;
};

/**
 * Which column of a bank statement holds the date, the amount (one signed column, or debit and credit)
 * and each optional value. Used by the complexes' statement import and by the seller's own.
 */
export function ColumnMappingDialog<M extends ColumnMapping>(props: Props<M>) {
  const { open, headers, sample, initial, missing = [], optionalFields, texts, amountMessage } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<M>();
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
    form.setFieldsValue(present as Parameters<typeof form.setFieldsValue>[0]);
    setAmountMode(present.amount || !(present.debit || present.credit) ? 'single' : 'split');
  }, [open, headers, initial, form]);

  const options = headers.map((h) => ({ value: h, label: h }));
  /** The column of one value; `required` is the message when none is chosen. */
  const column = (field: string, required?: string) => (
    <Form.Item
      key={field}
      name={field}
      label={t(keyUnder(texts, field))}
      rules={required ? [{ required: true, message: required }] : []}
    >
      <Select allowClear options={options} placeholder={t(keyUnder(texts, 'none'))} />
    </Form.Item>
  );

  const submit = async () => {
    let values: ColumnMapping;
    try {
      values = await form.validateFields();
    } catch {
      toast.error(formInvalid);
      return;
    }
    const mapping: ColumnMapping = Object.fromEntries(
      Object.entries(values).map(([field, header]) => [field, header ?? null]),
    );
    if (amountMode === 'single') {
      mapping.debit = null;
      mapping.credit = null;
    } else mapping.amount = null;
    props.onSubmit(mapping as M);
  };

  return (
    <Modal
      open={open}
      width={960}
      title={t(keyUnder(texts, 'title'))}
      okText={t(keyUnder(texts, 'submit'))}
      cancelText={t('common.cancel')}
      confirmLoading={props.saving}
      onOk={() => void submit()}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(keyUnder(texts, 'help'))}</Typography.Paragraph>
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(keyUnder(texts, 'missing'), { columns: missing.join(', ') })}
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
          <Form.Item label={t(keyUnder(texts, 'amountMode'))}>
            <Radio.Group
              value={amountMode}
              onChange={(e) => setAmountMode(e.target.value)}
              options={[
                { value: 'single', label: t(keyUnder(texts, 'single')) },
                { value: 'split', label: t(keyUnder(texts, 'split')) },
              ]}
            />
          </Form.Item>
          {amountMode === 'single' ? (
            column('amount', amountMessage)
          ) : (
            <>
              {column('debit', amountMessage)}
              {column('credit', amountMessage)}
            </>
          )}
          {optionalFields.map((field) => column(field))}
        </div>
      </Form>
    </Modal>
  );
}
