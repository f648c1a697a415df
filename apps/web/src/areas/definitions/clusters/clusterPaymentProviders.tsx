import {
  clusterPaymentProviderSchema,
  normalizePhone,
  notSameAsPos,
  PARAM_COMPANY_TYPE_IDS,
  PAYMENT_PROVIDER_IDS,
  paymentParamSchema,
  submerchantIdField,
} from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Col, Divider, Form, Row as GridRow, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { DateInput } from '../../../ui/inputs';
import { zodRule } from '../../../ui/zodRule';
import { bankAccountsApi, type ProviderRow } from '../api';
import { ProviderFormFrame, type ProviderFormProps, ProviderItem, type ProviderKind } from './ProviderSection';
import { useProviderForm } from './useProviderForm';

const RESOURCE = 'cluster-payment-providers' as const;
const PREFIX = 'clusterPaymentProviders';

type Param = {
  company_type_id?: number;
  mobile_phone?: string;
  person_name?: string;
  birthdate?: string;
  tc_number?: string;
  iban_title?: string | null;
};

type FormValues = {
  payment_provider_id?: number;
  pos_account_id?: number;
  bank_account_id?: number;
  submerchant_id?: string | null;
  is_active?: boolean;
  is_default?: boolean;
  param?: Param | null;
};

const toValues = (saved: ProviderRow): FormValues => ({
  payment_provider_id: saved.payment_provider_id as number,
  pos_account_id: saved.pos_account_id as number,
  bank_account_id: saved.bank_account_id as number,
  submerchant_id: (saved.submerchant_id as string | null) ?? undefined,
  is_active: Boolean(saved.is_active),
  is_default: Boolean(saved.is_default),
  param: (saved.param as Param | null) ?? undefined,
});

/** Provider 1 sends its submerchant_id, provider 2 its Param block (the phone as digits and +). */
const toPayload = (values: FormValues) => {
  const p = values.param ?? {};
  return {
    payment_provider_id: values.payment_provider_id,
    pos_account_id: values.pos_account_id,
    bank_account_id: values.bank_account_id,
    submerchant_id: values.payment_provider_id === PAYMENT_PROVIDER_IDS.submerchant ? values.submerchant_id : null,
    param:
      values.payment_provider_id === PAYMENT_PROVIDER_IDS.param
        ? {
            company_type_id: p.company_type_id,
            mobile_phone: p.mobile_phone ? normalizePhone(p.mobile_phone) : p.mobile_phone,
            person_name: p.person_name,
            birthdate: p.birthdate,
            tc_number: p.tc_number,
          }
        : null,
  };
};

/** The read-only IBAN title of the Param block: the chosen bank account's name, read from the account. */
function IbanTitle({ bankAccountId, label }: { bankAccountId?: number; label: string }) {
  const account = useQuery(bankAccountsApi.record(bankAccountId));
  const title = bankAccountId ? (account.data?.data.title ?? account.data?.data.name ?? '') : '';
  return (
    <Form.Item label={label}>
      <Input value={title} readOnly disabled aria-label={label} data-testid="iban-title" />
    </Form.Item>
  );
}

/**
 * The add/edit form: provider, POS and bank account (different), and either the submerchant_id
 * (provider 1) or the Param block (provider 2). The phone goes out as digits and +.
 */
function PaymentProviderForm({ clusterId, id, readOnly, onSaved, onClose }: ProviderFormProps) {
  const { t } = useTranslation();
  const { form, saving, save } = useProviderForm({
    clusterId,
    resource: RESOURCE,
    id,
    toValues,
    toPayload,
    onSaved,
    onClose,
  });
  const accounts = useQuery(bankAccountsApi.picker(clusterId));

  const providerId = Form.useWatch('payment_provider_id', form);
  const bankAccountId = Form.useWatch('bank_account_id', form);
  const accountOptions = (accounts.data?.data ?? []).map((a) => ({ value: a.id, label: a.name }));
  // The POS and the bank account are both picked among the complex's bank accounts.
  const accountSelect = (field: 'pos_account_id' | 'bank_account_id', testId: string) => (
    <Select
      data-testid={testId}
      aria-label={label(field)}
      showSearch={{ optionFilterProp: 'label' }}
      options={accountOptions}
    />
  );
  const label = (field: KeyIn<'clusterPaymentProviders.fields'>) => t(`${PREFIX}.fields.${field}` as const);
  const rule = (schema: Parameters<typeof zodRule>[0]) => (readOnly ? undefined : [zodRule(schema)]);
  const shape = clusterPaymentProviderSchema.shape;
  const param = paymentParamSchema.shape;
  // Every field of the Param block is required and checked by its shared rule.
  const paramItem = (name: keyof typeof param & KeyIn<'clusterPaymentProviders.fields'>, control: ReactNode) => (
    <ProviderItem name={['param', name]} label={label(name)} required rules={rule(param[name])}>
      {control}
    </ProviderItem>
  );
  const paramBlock = providerId === PAYMENT_PROVIDER_IDS.param && (
    <div data-testid="param-block">
      <Divider titlePlacement="start">{t(`${PREFIX}.param`)}</Divider>
      <GridRow gutter={16}>
        {paramItem(
          'company_type_id',
          <Select
            aria-label={label('company_type_id')}
            options={PARAM_COMPANY_TYPE_IDS.map((value) => ({ value, label: t(`${PREFIX}.companyTypes.${value}`) }))}
          />,
        )}
        {paramItem('mobile_phone', <Input placeholder="+90 5xx xxx xx xx" inputMode="tel" />)}
        {paramItem('person_name', <Input />)}
        {paramItem('birthdate', <DateInput />)}
        {paramItem('tc_number', <Input inputMode="numeric" />)}
        <Col span={12}>
          <IbanTitle bankAccountId={bankAccountId} label={label('iban_title')} />
        </Col>
      </GridRow>
    </div>
  );

  return (
    <ProviderFormFrame
      form={form}
      name="cluster-payment-provider"
      prefix={PREFIX}
      readOnly={readOnly}
      initialValues={{ payment_provider_id: PAYMENT_PROVIDER_IDS.submerchant }}
      saving={saving}
      onSave={save}
      after={paramBlock}
    >
      <ProviderItem
        span={24}
        name="payment_provider_id"
        label={label('payment_provider_id')}
        required
        rules={rule(shape.payment_provider_id)}
      >
        <Select
          data-testid="payment-provider-select"
          aria-label={label('payment_provider_id')}
          options={[PAYMENT_PROVIDER_IDS.submerchant, PAYMENT_PROVIDER_IDS.param].map((value) => ({
            value,
            label: t(`${PREFIX}.providers.${value}`),
          }))}
        />
      </ProviderItem>
      <ProviderItem name="pos_account_id" label={label('pos_account_id')} required rules={rule(shape.pos_account_id)}>
        {accountSelect('pos_account_id', 'pos-account-select')}
      </ProviderItem>
      <ProviderItem
        name="bank_account_id"
        label={label('bank_account_id')}
        required
        dependencies={['pos_account_id']}
        rules={
          readOnly
            ? undefined
            : [
                zodRule(shape.bank_account_id),
                ({ getFieldValue }) => ({
                  validator: async (_rule, value) => {
                    if (value && value === getFieldValue('pos_account_id')) throw new Error(notSameAsPos);
                  },
                }),
              ]
        }
      >
        {accountSelect('bank_account_id', 'bank-account-select')}
      </ProviderItem>
      {providerId === PAYMENT_PROVIDER_IDS.submerchant && (
        <ProviderItem
          span={24}
          name="submerchant_id"
          label={label('submerchant_id')}
          required
          rules={rule(submerchantIdField())}
        >
          <Input />
        </ProviderItem>
      )}
    </ProviderFormFrame>
  );
}

/** 'Ödeme Sağlayıcıları' of a complex's panel: its payment providers with their POS and bank accounts. */
export const clusterPaymentProviders: ProviderKind = {
  resource: RESOURCE,
  prefix: PREFIX,
  providerField: 'payment_provider_id',
  columns: [
    { dataIndex: 'pos_account_name', field: 'pos_account_id' },
    { dataIndex: 'bank_account_name', field: 'bank_account_id' },
  ],
  form: PaymentProviderForm,
};
