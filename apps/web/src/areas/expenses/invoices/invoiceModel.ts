import { type Invoice, messages, toKurus } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { refreshCluster } from '../../../api/queryKeys';
import type { MessageKey } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { useFormSave } from '../../../ui/useFormSave';
import { invoicesApi } from '../api';

/** Spec §3 invoice types and payment types, shown through `invoices.invoiceTypes.<id>` and `invoices.paymentTypes.<id>`. */
export const INVOICE_TYPE_IDS = [1, 2, 3, 4, 5, 6] as const;
export const PAYMENT_TYPE_IDS = [1, 2] as const;

/** What is left to install, in lira (never negative). */
export const uninstalledOf = (invoice: Invoice): number =>
  Math.max(0, (toKurus(invoice.amount) - toKurus(invoice.installed)) / 100);

/** At most `max` lira, in the same words as the server's check (spec §5: up to what is left). */
export const atMost = (max: number): FormRule => ({
  validator: async (_rule, value) => {
    if (typeof value === 'number' && toKurus(value) > toKurus(max)) throw new Error(messages.maxValue(max, true));
  },
});

export function useInvoice(id: number | null) {
  return useQuery({ ...invoicesApi.record(id), select: (response) => response.data });
}

/**
 * After a write: the invoice itself, every expenses list of the complex and what its payments moved (the
 * bank accounts', safes' and providers' balances and journals) show the new figures.
 */
export function useInvoiceRefresh() {
  const queryClient = useQueryClient();
  const { clusterId } = useCluster();
  return () => refreshCluster(queryClient, clusterId);
}

/**
 * Before a change of the invoice's total: with installments, asks 'Fatura tutarı değişirse taksitler
 * silinecek. Emin misiniz?' (Evet/Hayır), because the server then deletes them (spec §4). Resolves true to go on.
 */
export function useInstallmentGuard() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return (invoice: Invoice, totalChanges: boolean): Promise<boolean> => {
    if (!totalChanges || invoice.installments.length === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      modal.confirm({
        title: t('invoices.installmentsWillBeDeleted'),
        okText: t('common.yes'),
        cancelText: t('common.no'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  };
}

/**
 * The save of the invoice's form and of its items' and payments' panels: `useFormSave`'s (`send` may answer
 * false to send nothing; 'Kaydedildi', or `done`, with the server's warnings), then it refreshes the invoice
 * and the complex's lists. Answers what was saved, or null.
 */
export function useInvoiceSave(done?: MessageKey) {
  const refresh = useInvoiceRefresh();
  const { saving, save } = useFormSave({ done });
  const saveAndRefresh = async <T, V = Record<string, unknown>>(
    form: FormInstance,
    send: (values: V) => Promise<T | false>,
  ) => {
    const saved = await save<T, V>(form, send);
    if (saved) await refresh();
    return saved;
  };
  return { saving, save: saveAndRefresh };
}
