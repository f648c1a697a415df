import {
  type AdminCustomerProduct,
  adminCustomerProductFields,
  adminEndsBeforeStartIssue,
  required,
} from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Select, Switch } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { DrawerForm } from '../../../ui/DrawerForm';
import { DateInput, MoneyInput } from '../../../ui/inputs';
import { useFormSave } from '../../../ui/useFormSave';
import { zodRule } from '../../../ui/zodRule';
import { adminProductsApi } from '../products/api';
import { customerProductsApi, type ProductPick } from './api';
import { priceOf } from './customerProductModel';

type Values = {
  customer_id?: number;
  customer_ids?: number[];
  product_id?: number;
  starts_on?: string | null;
  ends_on?: string | null;
  amount?: number | null;
  is_yearly?: boolean;
};
const shape = adminCustomerProductFields.shape;
const field = (name: KeyIn<'admin.customerProducts.fields'>) => `admin.customerProducts.fields.${name}` as const;

/**
 * 'Müşteriye Ürün Ekle': from a customer's screen for that customer, from a product's screen for the customers
 * chosen (several at once). Choosing a product fills the amount per house with its monthly or yearly price, and
 * 'Yıllık' switches it; the product the panel starts with is offered (with its prices) even when off sale. A new
 * product ends the chosen customers' running ones (said before saving, and the server's `meta.warnings` name
 * them after); an active product's start date is locked (spec §4).
 */
export function CustomerProductDrawer({
  customerId,
  productId,
  held,
  open,
  onClose,
  onSaved,
}: {
  customerId?: number;
  productId?: number;
  held: AdminCustomerProduct | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { saving, save } = useFormSave();
  const products = useQuery({ ...customerProductsApi.products(), enabled: open });
  // The product the panel starts with (the product's own screen, or the one held) may be off sale: the list on
  // sale lacks it, so it is loaded by id to be shown by name and to fill the amount from its prices.
  const presetId = held?.product_id ?? productId;
  const presetListed = products.data?.data.some((p) => p.id === presetId) ?? false;
  const preset = useQuery({
    ...adminProductsApi.record(presetId ?? 0),
    enabled: open && presetId !== undefined && products.isSuccess && !presetListed,
  });
  // Customers are chosen only when the panel is not a customer's own.
  const choosesCustomers = !held && customerId === undefined;
  const customers = useQuery({ ...customerProductsApi.customers(), enabled: open && choosesCustomers });
  const startsOn = Form.useWatch('starts_on', form);
  const startLocked = held?.is_active === true;

  const onSale = products.data?.data;
  const offSale = presetListed ? undefined : preset.data?.data;
  const productList = useMemo<ProductPick[]>(
    () => (offSale ? [offSale, ...(onSale ?? [])] : (onSale ?? [])),
    [onSale, offSale],
  );
  const productOptions = productList.map((p) => ({
    value: p.id,
    label: p === offSale ? t('admin.customerProducts.offSale', { name: p.name }) : p.name,
  }));
  if (held && !productOptions.some((o) => o.value === held.product_id)) {
    productOptions.unshift({ value: held.product_id, label: held.product_name });
  }
  const fillAmount = (chosen: number | undefined, yearly: boolean) => {
    const price = priceOf(
      productList.find((p) => p.id === chosen),
      yearly,
    );
    if (price !== undefined) form.setFieldValue('amount', price);
  };

  // Opened from a product: its monthly price fills the amount once the product is loaded.
  useEffect(() => {
    if (!open || held || productId === undefined || form.getFieldValue('amount') != null) return;
    const price = priceOf(
      productList.find((p) => p.id === productId),
      false,
    );
    if (price !== undefined) form.setFieldValue('amount', price);
  }, [open, productList, held, productId, form]);

  const onSave = async () => {
    const saved = await save<unknown, Values>(form, (values) => {
      const body = {
        product_id: values.product_id as number,
        starts_on: values.starts_on as string,
        ends_on: values.ends_on as string,
        amount: values.amount as number,
        is_yearly: Boolean(values.is_yearly),
      };
      if (held) return customerProductsApi.update(held.id, { ...body, customer_id: held.customer_id });
      return customerProductsApi.create(
        choosesCustomers ? { ...body, customer_ids: values.customer_ids } : { ...body, customer_id: customerId },
      );
    });
    if (!saved) return;
    onSaved();
    onClose();
  };

  const initialValues: Values = held
    ? {
        customer_id: held.customer_id,
        product_id: held.product_id,
        starts_on: held.starts_on,
        ends_on: held.ends_on,
        amount: held.amount,
        is_yearly: held.is_yearly,
      }
    : { product_id: productId, is_yearly: false, customer_ids: [] };

  return (
    <DrawerForm<Values>
      title={t(held ? 'admin.customerProducts.editPanel' : 'admin.customerProducts.panel')}
      open={open}
      onClose={onClose}
      form={form}
      name="customer-product"
      formKey={held?.id ?? 'new'}
      initialValues={initialValues}
      testId="customer-product-form"
      saving={saving}
      onSave={() => void onSave()}
      intro={
        !held && (
          <Alert
            type="warning"
            showIcon
            title={t('admin.customerProducts.endsExisting')}
            style={{ marginBottom: 16 }}
            data-testid="ends-existing"
          />
        )
      }
    >
      {held && (
        <Form.Item name="customer_id" label={t(field('customer_id'))}>
          <Select
            disabled
            options={[{ value: held.customer_id, label: held.customer_name }]}
            aria-label={t(field('customer_id'))}
          />
        </Form.Item>
      )}
      {choosesCustomers && (
        <Form.Item
          name="customer_ids"
          label={t(field('customer_ids'))}
          required
          rules={[
            {
              validator: async (_rule, value?: number[]) => {
                if (!value?.length) throw new Error(required);
              },
            },
          ]}
        >
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            loading={customers.isFetching}
            options={(customers.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            aria-label={t(field('customer_ids'))}
          />
        </Form.Item>
      )}
      <Form.Item name="product_id" label={t(field('product_id'))} required rules={[zodRule(shape.product_id)]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={products.isFetching}
          options={productOptions}
          aria-label={t(field('product_id'))}
          onChange={(chosen: number) => fillAmount(chosen, Boolean(form.getFieldValue('is_yearly')))}
        />
      </Form.Item>
      <Form.Item name="is_yearly" label={t(field('is_yearly'))} valuePropName="checked">
        <Switch
          aria-label={t(field('is_yearly'))}
          onChange={(yearly) => fillAmount(form.getFieldValue('product_id'), yearly)}
        />
      </Form.Item>
      <Form.Item name="amount" label={t(field('amount'))} required rules={[zodRule(shape.amount)]}>
        <MoneyInput aria-label={t(field('amount'))} />
      </Form.Item>
      <Form.Item
        name="starts_on"
        label={t(field('starts_on'))}
        required
        extra={startLocked ? t('admin.customerProducts.startLocked') : undefined}
        rules={[zodRule(shape.starts_on)]}
      >
        <DateInput aria-label={t(field('starts_on'))} disabled={startLocked} />
      </Form.Item>
      <Form.Item
        name="ends_on"
        label={t(field('ends_on'))}
        required
        dependencies={['starts_on']}
        rules={[
          zodRule(shape.ends_on),
          {
            validator: async (_rule, value) => {
              const issue = adminEndsBeforeStartIssue(form.getFieldValue('starts_on'), value);
              if (issue) throw new Error(issue);
            },
          },
        ]}
      >
        {/* Spec §5: the end date waits for the start date. */}
        <DateInput aria-label={t(field('ends_on'))} disabled={!startsOn} />
      </Form.Item>
    </DrawerForm>
  );
}
