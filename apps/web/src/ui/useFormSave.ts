import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../locales/keys';
import { toast } from './feedback';
import { submitForm } from './submitForm';

/** What a write answers besides the record: what it changed too (deleted installments, recomputed late fees). */
type Warned = { meta?: { warnings?: string[] } };

/** Server warnings (`meta.warnings`) stay 10 s (spec §8). */
export function showWarnings(response: unknown): void {
  for (const warning of (response as Warned | null)?.meta?.warnings ?? []) toast.warning(warning);
}

/**
 * The save of a hand-written form: `submitForm` (the invalid toast, a 422 on the fields) with its saving state,
 * then `done` as a toast ('Kaydedildi' unless said; null for none) and the server's `meta.warnings`.
 * `save(form, send, then)`: `send` may answer null or false to send nothing; `then` runs on what was saved while
 * the form still shows it is saving. Answers what was saved, or null. `fieldOf` as in `submitForm`.
 */
export function useFormSave({
  done = 'common.saved',
  fieldOf,
}: {
  done?: MessageKey | null;
  fieldOf?: (key: string) => (string | number)[];
} = {}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const save = async <T, V = Record<string, unknown>>(
    form: FormInstance,
    send: (values: V) => Promise<T | null | false>,
    then?: (saved: T) => unknown,
  ): Promise<T | null> => {
    setSaving(true);
    try {
      const saved = await submitForm<T | null | false, V>(form, send, fieldOf);
      if (!saved) return null;
      if (done) toast.success(t(done));
      showWarnings(saved);
      await then?.(saved);
      return saved;
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
