// Cards saved by the residents' app users and the automatic payments set on them (migration 0040).
import type { Generated } from 'kysely';
import type { Flag, Stamps } from '../types';

/** A saved card: only the masked number is kept. */
export type UserCardsTable = Stamps & {
  id: Generated<number>;
  user_id: number;
  cluster_payment_provider_id: number | null;
  masked_cc_no: string;
  name: string | null;
  expires_on: string | null;
  settle_day: number | null;
  is_active: Generated<Flag>;
};

/** An automatic payment of a house's dues with a saved card; `failed_attempts` of the current month. */
export type UserCardSubscriptionsTable = Stamps & {
  id: Generated<number>;
  user_id: number;
  user_card_id: number;
  cluster_id: number;
  house_id: number | null;
  cluster_payment_provider_id: number | null;
  failed_attempts: Generated<number>;
  is_active: Generated<Flag>;
};
