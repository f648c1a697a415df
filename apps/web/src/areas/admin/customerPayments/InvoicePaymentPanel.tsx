/** 'Tahsilat Ekle': adds or edits a customer invoice payment (being built). */
export function InvoicePaymentPanel(_props: {
  open: boolean;
  customerId: number;
  invoiceId?: number;
  invoicePaymentId?: number;
  onClose: () => void;
  onSaved?: () => void;
}) {
  return null;
}
