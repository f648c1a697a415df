import { type Invoice, toKurus } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useCluster } from '../../../session/ClusterProvider';
import { toast } from '../../../ui/feedback';

/** Spec §3 invoice types and payment types, shown through `invoices.invoiceTypes.<id>` and `invoices.paymentTypes.<id>`. */
export const INVOICE_TYPE_IDS = [1, 2, 3, 4, 5, 6] as const;
export const PAYMENT_TYPE_IDS = [1, 2] as const;

/** Lira from the API → '1.234,56 ₺'. */

/** What is left to install, in lira (never negative). */
export const uninstalledOf = (invoice: Invoice): number =>
  Math.max(0, (toKurus(invoice.amount) - toKurus(invoice.installed)) / 100);

export const invoiceKey = (id: number | null) => ['expense/invoices', 'record', id] as const;

export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: invoiceKey(id),
    queryFn: () => api.get<{ data: Invoice }>(`/expense/invoices/${id}`),
    enabled: id !== null,
    select: (response) => response.data,
  });
}

/** After a write: the invoice itself and every expenses list of the complex show the new figures. */
export function useInvoiceRefresh() {
  const queryClient = useQueryClient();
  const { clusterId } = useCluster();
  return async (id: number | null) => {
    await Promise.all([
      id !== null ? queryClient.invalidateQueries({ queryKey: invoiceKey(id) }) : Promise.resolve(),
      ...['expense/invoices', 'expense/invoice-items', 'expense/invoice-payments', 'activities'].map((resource) =>
        queryClient.invalidateQueries({ queryKey: ['cluster', clusterId, resource] }),
      ),
    ]);
  };
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

/** Server warnings (`meta.warnings`, e.g. deleted installments) stay 10 s (spec §8). */
export function showWarnings(response: { meta?: { warnings?: string[] } }): void {
  for (const warning of response.meta?.warnings ?? []) toast.warning(warning);
}
