export const CARD_PAYMENT_STATUSES = ['success', 'failed', 'refunded'] as const;
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];

/** One card payment as `GET /card-payments/{id}` returns it (money in lira, `paid_at` UTC ISO-8601). */
export type CardPayment = {
  id: number;
  cluster_id: number;
  house_id: number | null;
  house_label: string | null;
  resident_id: number | null;
  resident_name: string | null;
  cluster_payment_provider_id: number | null;
  payment_provider_id: number | null;
  payment_provider_name: string | null;
  user_card_id: number | null;
  user_card_subscription_id: number | null;
  is_subscription: boolean;
  masked_cc_no: string;
  card_holder: string | null;
  amount: number;
  commission: number;
  installment_count: number;
  status: CardPaymentStatus;
  provider_reference: string | null;
  error_message: string | null;
  collection_id: number | null;
  collection: { id: number; collected_on: string; receipt_no: number | null; amount: number } | null;
  paid_at: string;
  created_at: string;
  updated_at: string;
};
