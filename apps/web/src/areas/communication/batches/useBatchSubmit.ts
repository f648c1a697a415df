import { formInvalid } from '@site/shared';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { toast } from '../../../ui/feedback';
import { showServerErrors } from '../../../ui/submitForm';

/**
 * The save of a batch form: validates it (the invalid toast of spec §5 when it fails), sends it, and puts a
 * 422's messages on the fields that show them; the others ('Bu seçimle bildirim gönderilecek sakin yok.')
 * are kept in `problems` for an alert above the buttons. Any other failure is a toast.
 */
export function useBatchSubmit<V>(form: FormInstance) {
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const submit = async <T>(send: (values: V) => Promise<T>): Promise<T | null> => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      toast.error(formInvalid);
      return null;
    }
    setSaving(true);
    setProblems([]);
    try {
      return await send(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const unplaced = showServerErrors(form, error.errors);
        setProblems(Object.keys(error.errors).length ? unplaced : [error.message]);
      } else if (error instanceof ApiError) {
        toast.error(error.message);
      }
      return null;
    } finally {
      setSaving(false);
    }
  };
  return { saving, problems, submit };
}
