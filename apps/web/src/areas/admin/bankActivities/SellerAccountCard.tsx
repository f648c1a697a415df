import { formatIban, type SaasSettings, type SaasSettingsInput, saasSettingsSchema } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerForm } from '../../../ui/DrawerForm';
import { useFormSave } from '../../../ui/useFormSave';
import { zodRule } from '../../../ui/zodRule';
import { refreshSaasSettings, saasBankApi } from './api';

type Field = keyof SaasSettingsInput;
const TEXT_FIELDS: Field[] = ['seller_title', 'bank_name', 'iban'];
const NUMBER_FIELDS: Field[] = ['tax_rate', 'payment_due_days', 'payment_warning_days'];

/**
 * 'Banka Hesabımız': the seller's title, bank and IBAN that customers pay to, the VAT rate and the payment
 * terms (saas settings); 'Düzenle' opens them in a side panel.
 */
export function SellerAccountCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useQuery(saasBankApi.settings());
  const settings = data?.data;
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<SaasSettingsInput>();
  const { saving, save } = useFormSave();
  const label = (name: Field) => t(`admin.saasSettings.fields.${name}`);

  const shown = (name: Field, value: SaasSettings[Field] | undefined) =>
    name === 'iban' && typeof value === 'string' ? formatIban(value) : (value ?? '');

  const submit = async () => {
    const saved = await save<unknown, SaasSettingsInput>(form, (values) => saasBankApi.saveSettings(values));
    if (!saved) return;
    await refreshSaasSettings(queryClient);
    setEditing(false);
  };

  return (
    <Card
      size="small"
      title={t('admin.saasSettings.title')}
      style={{ marginBottom: 16 }}
      data-testid="saas-settings"
      extra={
        <Button onClick={() => setEditing(true)} disabled={!settings}>
          {t('admin.saasSettings.edit')}
        </Button>
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        {[...TEXT_FIELDS, ...NUMBER_FIELDS].map((name) => (
          <Descriptions.Item key={name} label={label(name)}>
            {shown(name, settings?.[name])}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <DrawerForm<SaasSettingsInput>
        title={t('admin.saasSettings.title')}
        open={editing}
        onClose={() => setEditing(false)}
        form={form}
        name="saas-settings"
        initialValues={
          settings
            ? {
                seller_title: settings.seller_title ?? '',
                bank_name: settings.bank_name ?? '',
                iban: settings.iban ? formatIban(settings.iban) : '',
                tax_rate: settings.tax_rate,
                payment_due_days: settings.payment_due_days,
                payment_warning_days: settings.payment_warning_days,
              }
            : undefined
        }
        saving={saving}
        onSave={submit}
        size="default"
      >
        {TEXT_FIELDS.map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={label(name)}
            required
            rules={[zodRule(saasSettingsSchema.shape[name])]}
          >
            <Input />
          </Form.Item>
        ))}
        {NUMBER_FIELDS.map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={label(name)}
            required
            rules={[zodRule(saasSettingsSchema.shape[name])]}
          >
            <InputNumber style={{ width: '100%' }} precision={0} />
          </Form.Item>
        ))}
      </DrawerForm>
    </Card>
  );
}
