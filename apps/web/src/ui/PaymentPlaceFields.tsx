import { messages } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance, Radio, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clusterPicker, type Named } from '../api/pickers';
import { useCluster } from '../session/ClusterProvider';

export type Place = 'bank' | 'safe';
const required = { required: true, message: messages.required };

/** The complex's active bank accounts and safes (spec §7: per_page 100); for a collection, those that take money. */
function usePaymentPlaces(forCollection: boolean) {
  const { clusterId } = useCluster();
  const query = { per_page: 100, is_active: 1, ...(forCollection ? { can_collect_money: 1 } : {}) };
  const banks = useQuery(clusterPicker<Named>('bank-accounts', clusterId, query));
  const safes = useQuery(clusterPicker<Named>('safes', clusterId, query));
  const data = useMemo(
    () => (banks.data && safes.data ? { banks: banks.data.data, safes: safes.data.data } : undefined),
    [banks.data, safes.data],
  );
  return { isLoading: banks.isLoading || safes.isLoading, data };
}

/** The body's payment place: the picked bank account or safe, the other one null (the server wants exactly one). */
export function placeOf(values: Record<string, unknown>): { bank_account_id: number | null; safe_id: number | null } {
  return values.place === 'safe'
    ? { bank_account_id: null, safe_id: values.safe_id as number }
    : { bank_account_id: values.bank_account_id as number, safe_id: null };
}

/**
 * 'Ödeme Yeri' of every money form (collections, invoice payments, bulk close, refunds): bank or safe, then
 * which one; both required (spec §5). The form holds `place`; `placeOf` turns it into the request's fields.
 * `forCollection` offers only the places that take money (`can_collect_money`), starts on the safe when no bank
 * account does, and picks the only bank account or the only safe for the user.
 */
export function PaymentPlaceFields({ form, forCollection = false }: { form: FormInstance; forCollection?: boolean }) {
  const { t } = useTranslation();
  const places = usePaymentPlaces(forCollection);
  const place = (Form.useWatch('place', form) as Place | undefined) ?? 'bank';
  useEffect(() => {
    if (!forCollection || !places.data) return;
    const { banks, safes } = places.data;
    if (place === 'bank' && !banks.length && safes.length) {
      form.setFieldValue('place', 'safe');
      return;
    }
    const [field, rows] = place === 'safe' ? ['safe_id', safes] : ['bank_account_id', banks];
    if (rows.length === 1 && form.getFieldValue(field) == null) form.setFieldValue(field, rows[0].id);
  }, [forCollection, places.data, place, form]);
  const which = place === 'safe' ? 'safe_id' : 'bank_account_id';
  const options = (rows: Named[] | undefined) => (rows ?? []).map((o) => ({ value: o.id, label: o.name }));
  return (
    <>
      <Form.Item name="place" label={t('paymentPlace.place')} required>
        <Radio.Group
          options={[
            { value: 'bank', label: t('paymentPlace.bank') },
            { value: 'safe', label: t('paymentPlace.safe') },
          ]}
        />
      </Form.Item>
      <Form.Item name={which} label={t(`paymentPlace.${which}`)} required rules={[required]}>
        <Select
          aria-label={t(`paymentPlace.${which}`)}
          loading={places.isLoading}
          options={options(place === 'safe' ? places.data?.safes : places.data?.banks)}
        />
      </Form.Item>
    </>
  );
}
