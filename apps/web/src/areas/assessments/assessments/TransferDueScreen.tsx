import { formatBalance, messages, PAYER_MESSAGE, toKurus, transferDueSchema } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance, FormRule, SelectProps } from 'antd';
import { Button, Card, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { refreshCluster } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { ActionButton } from '../../../ui/ActionButton';
import { DataTable } from '../../../ui/DataTable';
import { DeleteButton } from '../../../ui/DeleteButton';
import { toast } from '../../../ui/feedback';
import { filterByLabel } from '../../../ui/filterByLabel';
import { DateInput, MoneyInput } from '../../../ui/inputs';
import { useFormSave } from '../../../ui/useFormSave';
import { zodRule } from '../../../ui/zodRule';
import { assessmentsApi } from '../api';
import { assessmentColumns } from './AssessmentsScreen';
import { useHouseOptions, useIncomeTypeOptions, useResidentOptions } from './pickers';

type Line = { house_id?: number | null; resident_id?: number | null; amount?: number | null };
type Values = {
  starts_on?: string | null;
  income_type_id?: number | null;
  description?: string | null;
  lines?: Line[];
};

const shape = transferDueSchema.shape;
const lineAmount = shape.lines.element.shape.amount;
const emptyLine: Line = { house_id: null, resident_id: null, amount: null };
const text = (key: KeyIn<'assessments.transferDue'>) => `assessments.transferDue.${key}` as const;

/** A line is someone's: a house, a resident, or both. */
const payerRule = (form: FormInstance<Values>, index: number): FormRule => ({
  validator: async () => {
    const line = form.getFieldValue(['lines', index]) as Line | undefined;
    if (line?.house_id == null && line?.resident_id == null) throw new Error(PAYER_MESSAGE);
  },
});

/** An opening balance is a debt or a credit, never zero. */
const nonZero = (message: string): FormRule => ({
  validator: async (_rule, value) => {
    if (value === 0) throw new Error(message);
  },
});

/** The resident picker of one line: the house's current people once a house is chosen, else everybody. */
function LineResidentSelect({ index, ...rest }: { index: number } & SelectProps) {
  const { t } = useTranslation();
  const houseId = Form.useWatch(['lines', index, 'house_id']) as number | null | undefined;
  const options = useResidentOptions(houseId ?? null);
  return (
    <Select
      {...rest}
      allowClear
      showSearch={{ filterOption: filterByLabel }}
      options={options}
      placeholder={t(text('resident_id'))}
      aria-label={`${index + 1}. ${t(text('resident_id'))}`}
    />
  );
}

/**
 * /assessments/transfer-due: opening balances (devir) carried over from before the complex was managed
 * here — a debt (B) or, with a negative amount, a credit (A) per house or resident — and the earlier ones.
 */
export default function TransferDueScreen() {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const { saving, save: saveForm } = useFormSave();
  const incomeTypes = useIncomeTypeOptions();
  const houses = useHouseOptions();
  const lines = (Form.useWatch('lines', form) ?? []) as Line[];
  const total = lines.reduce((sum, l) => sum + (typeof l?.amount === 'number' ? toKurus(l.amount) : 0), 0);

  // Opening balances are debts and credits: the lists of assessments and lines, and every balance.
  const reloadLists = () => void refreshCluster(queryClient, clusterId);

  const save = async () => {
    const saved = await saveForm(form, () => {
      // Every line, also the cells the grid does not register as fields.
      const values = form.getFieldsValue(true) as Values;
      const description = values.description?.trim();
      return assessmentsApi.createTransferDue({
        cluster_id: clusterId,
        income_type_id: values.income_type_id ?? null,
        starts_on: values.starts_on,
        description: description ? description : null,
        lines: (values.lines ?? []).map((l) => ({
          house_id: l.house_id ?? null,
          resident_id: l.resident_id ?? null,
          amount: l.amount,
        })),
      });
    });
    if (!saved) return;
    form.setFieldsValue({ description: null, lines: [emptyLine] });
    reloadLists();
  };

  const remove = async (id: number) => {
    await assessmentsApi.remove(id);
    toast.success(t('list.deleted'));
    reloadLists();
  };

  return (
    <>
      <Card title={t('menu.assessments.transferDue')} style={{ marginBottom: 24 }}>
        <Form<Values>
          form={form}
          name="transfer-due"
          layout="vertical"
          initialValues={{ starts_on: dayjs().format('YYYY-MM-DD'), lines: [emptyLine] }}
          data-testid="transfer-due-form"
        >
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item name="starts_on" label={t(text('starts_on'))} required rules={[zodRule(shape.starts_on)]}>
                <DateInput />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="income_type_id" label={t(text('income_type_id'))}>
                <Select
                  allowClear
                  showSearch={{ filterOption: filterByLabel }}
                  options={incomeTypes}
                  aria-label={t(text('income_type_id'))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item name="description" label={t(text('description'))} rules={[zodRule(shape.description)]}>
                <Input placeholder={t(text('descriptionPlaceholder'))} />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Paragraph type="secondary">{t(text('hint'))}</Typography.Paragraph>
          <Form.List name="lines">
            {(rows, { add, remove: removeRow }) => (
              <>
                <Row gutter={8} style={{ fontWeight: 600, marginBottom: 8 }}>
                  <Col span={7}>{t(text('house_id'))}</Col>
                  <Col span={7}>{t(text('resident_id'))}</Col>
                  <Col span={4}>{t(text('amount'))}</Col>
                  <Col span={4}>{t(text('balance'))}</Col>
                </Row>
                {rows.map(({ key, name }) => {
                  const amount = lines[name]?.amount;
                  return (
                    <Row gutter={8} key={key} data-testid="transfer-due-line">
                      <Col span={7}>
                        <Form.Item
                          name={[name, 'house_id']}
                          rules={[payerRule(form, name)]}
                          dependencies={[['lines', name, 'resident_id']]}
                        >
                          <Select
                            allowClear
                            showSearch={{ filterOption: filterByLabel }}
                            loading={houses.isLoading}
                            options={houses.options}
                            placeholder={t(text('house_id'))}
                            aria-label={`${name + 1}. ${t(text('house_id'))}`}
                            onChange={() => form.setFieldValue(['lines', name, 'resident_id'], null)}
                          />
                        </Form.Item>
                      </Col>
                      <Col span={7}>
                        <Form.Item name={[name, 'resident_id']}>
                          <LineResidentSelect index={name} />
                        </Form.Item>
                      </Col>
                      <Col span={4}>
                        <Form.Item
                          name={[name, 'amount']}
                          rules={[
                            { required: true, message: messages.required },
                            zodRule(lineAmount),
                            nonZero(t(text('zeroAmount'))),
                          ]}
                        >
                          <MoneyInput allowNegative aria-label={`${name + 1}. ${t(text('amount'))}`} />
                        </Form.Item>
                      </Col>
                      <Col span={4} style={{ paddingTop: 5 }}>
                        {typeof amount === 'number' ? formatBalance(toKurus(amount)) : ''}
                      </Col>
                      <Col span={2}>
                        <Button
                          type="link"
                          danger
                          disabled={rows.length === 1}
                          onClick={() => removeRow(name)}
                          aria-label={`${name + 1}. ${t(text('removeLine'))}`}
                        >
                          {t('common.delete')}
                        </Button>
                      </Col>
                    </Row>
                  );
                })}
                <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
                  <Button onClick={() => add({ ...emptyLine })}>{t(text('addLine'))}</Button>
                  <Typography.Text strong data-testid="transfer-due-total">
                    {t(text('total'), { count: rows.length, total: formatBalance(total) })}
                  </Typography.Text>
                </Space>
              </>
            )}
          </Form.List>
          <div style={{ marginTop: 16 }}>
            <ActionButton type="primary" loading={saving} onClick={save}>
              {t('common.save')}
            </ActionButton>
          </div>
        </Form>
      </Card>
      <DataTable
        resource="assessments"
        title={text('earlier')}
        basePath="/assessments/transfer-due"
        canWrite={false}
        hasShow={false}
        fixedQuery={{ assessment_type: 'transfer_due' }}
        columns={[
          ...assessmentColumns(t).filter((c) => c.key !== 'months'),
          {
            key: 'actions',
            title: 'list.actions',
            render: (row) => <DeleteButton onConfirm={() => remove(row.id)} />,
          },
        ]}
      />
    </>
  );
}
