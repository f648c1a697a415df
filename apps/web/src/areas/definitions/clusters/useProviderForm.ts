import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useEffect } from 'react';
import { useCloseWhenUnloadable } from '../../../ui/RecordNotFound';
import { useFormSave } from '../../../ui/useFormSave';
import { type ProviderResource, type ProviderRow, providerSettingsApi } from '../api';

type Options<V> = {
  clusterId: number;
  /** API name: `cluster-notification-providers`. */
  resource: ProviderResource;
  /** The record's id; null for a new one. */
  id: number | null;
  /** The saved record as the form's values; a module-level function, so that it runs only when a record loads. */
  toValues: (saved: ProviderRow) => V;
  /** The request body of the form's values, without the complex and the active and default flags. */
  toPayload: (values: V) => Record<string, unknown>;
  onSaved: () => void;
  /** Closes the form when its record cannot be loaded (spec §8). */
  onClose: () => void;
  /** A server error key the form names otherwise ('goldsms.username' → ['username']). */
  fieldOf?: (key: string) => (string | number)[];
};

/**
 * The add/edit form of a complex's provider: loads the saved record into the form, and `save` sends it
 * (POST to the complex for a new record, PUT otherwise) through useFormSave, then 'Kaydedildi' and `onSaved`.
 */
export function useProviderForm<V extends { is_active?: boolean; is_default?: boolean }>({
  clusterId,
  resource,
  id,
  toValues,
  toPayload,
  onSaved,
  onClose,
  fieldOf,
}: Options<V>) {
  const [form] = Form.useForm<V>();
  const { saving, save } = useFormSave({ fieldOf });
  const record = useQuery(providerSettingsApi.record(resource, id));
  useCloseWhenUnloadable(record.error, onClose);
  const saved = record.data?.data;
  useEffect(() => {
    if (saved) form.setFieldsValue(toValues(saved) as Parameters<typeof form.setFieldsValue>[0]);
  }, [saved, form, toValues]);

  const send = () => {
    const values = form.getFieldsValue(true) as V;
    const payload = {
      cluster_id: clusterId,
      ...toPayload(values),
      is_active: Boolean(values.is_active),
      is_default: Boolean(values.is_default),
    };
    return providerSettingsApi.save(resource, clusterId, id, payload);
  };
  return { form, saved, saving, save: () => void save(form, send, onSaved) };
}
