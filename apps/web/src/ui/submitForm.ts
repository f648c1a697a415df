import { formInvalid } from '@site/shared';
import type { FormInstance } from 'antd';
import { ApiError } from '../api/client';
import { toast } from './feedback';

/** A 422 field key as a form name path: `lines.2.amount` → ['lines', 2, 'amount']. */
export function toNamePath(key: string): (string | number)[] {
  return key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Puts a 422's messages on the form's fields: `lines.2.amount` on that cell, or on the nearest field that
 * holds it (`house_amounts.3.amount` on the house-amount table). Returns the messages no field shows.
 * `fieldOf` turns a key the form names otherwise into its field ('goldsms.username' → ['username']).
 */
export function showServerErrors(
  form: FormInstance,
  errors: Record<string, string[]>,
  fieldOf: (key: string) => (string | number)[] = toNamePath,
): string[] {
  const fields = new Set(form.getFieldsError().map((f) => f.name.join('.')));
  const unplaced: string[] = [];
  const placed: { name: (string | number)[]; errors: string[] }[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const path = fieldOf(key);
    let length = path.length;
    while (length > 0 && !fields.has(path.slice(0, length).join('.'))) length--;
    if (length === 0) unplaced.push(...messages);
    else placed.push({ name: path.slice(0, length), errors: messages });
  }
  form.setFields(placed);
  return unplaced;
}

/**
 * The one save of every hand-written form: validates it (the invalid toast of spec §5 when it fails), sends
 * the values (silently: the form reports its own errors), puts a 422 on the fields that show it and says
 * the rest in toasts, and toasts the Turkish message of any other failure. Returns the response, or null
 * when nothing was saved. `fieldOf` as in `showServerErrors`.
 */
export async function submitForm<T, V = Record<string, unknown>>(
  form: FormInstance,
  send: (values: V) => Promise<T>,
  fieldOf?: (key: string) => (string | number)[],
): Promise<T | null> {
  let values: V;
  try {
    values = await form.validateFields();
  } catch {
    toast.error(formInvalid);
    return null;
  }
  try {
    return await send(values);
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      const unplaced = showServerErrors(form, error.errors, fieldOf);
      for (const message of unplaced) toast.error(message);
      if (unplaced.length < Object.values(error.errors).flat().length) toast.error(formInvalid);
    } else if (error instanceof ApiError) {
      toast.error(error.message);
    }
    return null;
  }
}
