import { useQuery } from '@tanstack/react-query';
import { Col, Divider, Drawer, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyIn, MessageKey } from '../../../locales/keys';
import { formatDate, formatLira } from '../../../ui/format';
import { useCloseWhenUnloadable } from '../../../ui/RecordNotFound';
import { otherExpensesApi } from '../api';

const field = (name: KeyIn<'otherExpenses.fields'>) => `otherExpenses.fields.${name}` as const;

/** One value of the panel: a disabled input, as the spec's read-only panel shows it. */
function Shown({ label, value, span = 12 }: { label: MessageKey; value: string | null | undefined; span?: number }) {
  const { t } = useTranslation();
  return (
    <Col span={span}>
      <Form.Item label={t(label)}>
        <Input value={value ?? ''} readOnly aria-label={t(label)} />
      </Form.Item>
    </Col>
  );
}

/**
 * 'Diğer Gider': one other expense (e.g. a refund), read-only in disabled mode (spec §4), with its related
 * resident and house, refund reason, and the related collection and debt.
 */
export function OtherExpensePanel({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const record = useQuery(otherExpensesApi.record(id));
  // Spec §8: a record that cannot be loaded closes the panel (the error handler has said why).
  useCloseWhenUnloadable(record.error, onClose);
  const expense = id !== null ? record.data?.data : undefined;

  return (
    <Drawer
      open={id !== null}
      size="large"
      onClose={onClose}
      title={t('otherExpenses.title')}
      loading={record.isLoading}
      destroyOnHidden
    >
      {expense && (
        <Form layout="vertical" disabled data-testid="other-expense-panel">
          <Row gutter={16}>
            <Shown label={field('income_type')} value={expense.income_type} />
            <Shown label={field('amount')} value={formatLira(expense.amount)} />
            <Shown label={field('resident')} value={expense.resident_name} />
            <Shown label={field('house')} value={expense.house_label} />
            <Shown label={field('spent_on')} value={formatDate(expense.spent_on)} />
            {expense.safe_id !== null ? (
              <Shown label={field('safe')} value={expense.safe_name} />
            ) : (
              <Shown label={field('bank_account')} value={expense.bank_account_name} />
            )}
            <Shown label={field('payback_reason')} value={expense.payback_reason} />
            <Shown label={field('description')} value={expense.description} span={24} />
          </Row>
          <Divider titlePlacement="start">{t('otherExpenses.collection')}</Divider>
          {expense.collecting ? (
            <Row gutter={16}>
              <Shown label={field('collection_amount')} value={formatLira(expense.collecting.amount)} />
              <Shown label={field('collected_on')} value={formatDate(expense.collecting.collected_on)} />
              <Shown label={field('description')} value={expense.collecting.description} span={24} />
            </Row>
          ) : (
            <p>{t('otherExpenses.noCollection')}</p>
          )}
          <Divider titlePlacement="start">{t('otherExpenses.debt')}</Divider>
          {expense.debt ? (
            <Row gutter={16}>
              <Shown label={field('debt_amount')} value={formatLira(expense.debt.amount)} />
              <Shown label={field('deferment_amount')} value={formatLira(expense.debt.deferment_amount)} />
              <Shown label={field('due_on')} value={formatDate(expense.debt.due_on)} />
              <Shown label={field('description')} value={expense.debt.description} span={24} />
            </Row>
          ) : (
            <p>{t('otherExpenses.noDebt')}</p>
          )}
        </Form>
      )}
    </Drawer>
  );
}
