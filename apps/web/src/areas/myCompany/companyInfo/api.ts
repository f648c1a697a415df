import { api } from '../../../api/client';

/** The credit left at the complex's SMS provider, as the server stored it on the company. */
export type SmsCredit = { sms_balance: number; sms_checked_at: string };

export const smsCreditApi = {
  /** The route's path as the server declares its permission. */
  refreshRoute: '/clusters/:clusterId/sms-credit/refresh',
  /** Asks the complex's active SMS provider for the credit now (errors are shown by the shell). */
  refresh: (clusterId: number) => api.post<{ data: SmsCredit }>(`/clusters/${clusterId}/sms-credit/refresh`),
};
