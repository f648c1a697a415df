import { Drawer, Form, type FormInstance } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from './ActionButton';

type Props<V> = {
  title: string;
  open: boolean;
  onClose: () => void;
  form: FormInstance<V>;
  /** The form's name (its fields' ids). */
  name: string;
  /** A new key starts the form afresh (another record in the same panel). */
  formKey?: Key;
  initialValues?: Partial<V>;
  testId?: string;
  saving: boolean;
  onSave: () => void;
  /** The save button's text; 'Kaydet' unless the panel does something else ('Kapat'). */
  saveLabel?: string;
  size?: 'default' | 'large';
  /** What the panel says above its form (e.g. what will be paid). */
  intro?: ReactNode;
  children: ReactNode;
};

/** A side panel holding one form with its save button in the footer: the panels that add or edit a part of a record. */
export function DrawerForm<V>({
  title,
  open,
  onClose,
  form,
  name,
  formKey,
  initialValues,
  testId,
  saving,
  onSave,
  saveLabel,
  size = 'large',
  intro,
  children,
}: Props<V>) {
  const { t } = useTranslation();
  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      destroyOnHidden
      size={size}
      footer={
        <ActionButton type="primary" loading={saving} onClick={onSave}>
          {saveLabel ?? t('common.save')}
        </ActionButton>
      }
    >
      {intro}
      <Form<V>
        key={formKey}
        form={form}
        layout="vertical"
        name={name}
        disabled={false}
        initialValues={initialValues}
        data-testid={testId}
      >
        {children}
      </Form>
    </Drawer>
  );
}
