import { customerInvoiceLineSchema, toKurus } from '@site/shared';
import { Button, Card, Col, Form, type FormInstance, Row as GridRow, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatLira } from '../../../ui/format';
import { MoneyInput } from '../../../ui/inputs';
import { zodRule } from '../../../ui/zodRule';

export const BASE_PATH = '/admin/crm/customer-invoices';

export type LineValues = { description?: string | null; amount?: number | null };

const lineRule = (name: keyof typeof customerInvoiceLineSchema.shape) => [
  zodRule(customerInvoiceLineSchema.shape[name]),
];

/** The lines of an invoice written or changed by hand (description and amount each) with their subtotal. */
export function InvoiceLinesField({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const lines = (Form.useWatch('lines', form) as LineValues[] | undefined) ?? [];
  const total = lines.reduce((sum, line) => sum + (typeof line?.amount === 'number' ? toKurus(line.amount) : 0), 0);
  return (
    <Card size="small" title={t('admin.customerInvoices.lines.title')} data-testid="customer-invoice-lines">
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <GridRow gutter={8} key={f.key} data-testid="customer-invoice-line">
                <Col span={15}>
                  <Form.Item name={[f.name, 'description']} rules={lineRule('description')}>
                    <Input
                      aria-label={t('admin.customerInvoices.lines.description')}
                      placeholder={t('admin.customerInvoices.lines.description')}
                      maxLength={255}
                    />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item name={[f.name, 'amount']} rules={lineRule('amount')}>
                    <MoneyInput aria-label={t('admin.customerInvoices.lines.amount')} />
                  </Form.Item>
                </Col>
                <Col span={3}>
                  {fields.length > 1 && (
                    <Button danger type="link" onClick={() => remove(f.name)}>
                      {t('common.delete')}
                    </Button>
                  )}
                </Col>
              </GridRow>
            ))}
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <Button onClick={() => add({})}>{t('admin.customerInvoices.lines.add')}</Button>
              <Typography.Text strong data-testid="customer-invoice-lines-total">
                {t('admin.customerInvoices.lines.total')}: {formatLira(total / 100)}
              </Typography.Text>
            </Space>
          </>
        )}
      </Form.List>
    </Card>
  );
}

/** The lines as the API takes them: every line with a description or an amount. */
export const linesPayload = (lines: LineValues[] | undefined) =>
  (lines ?? []).map((line) => ({ description: line.description ?? '', amount: line.amount as number }));
