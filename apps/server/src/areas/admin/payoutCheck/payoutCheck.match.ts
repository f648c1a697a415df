import type { PayoutStatus } from '@site/shared';

// The payout check's rule, free of the database: which bank lines are which expected payout.

/** Days after the expected payout day a provider's line is still taken as that payout (a late transfer). */
export const PAYOUT_WINDOW_DAYS = 3;

export const addDays = (day: string, days: number): string => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** The first Monday-to-Friday after `day` (public holidays are not known here). */
export function nextBusinessDay(day: string): string {
  let next = addDays(day, 1);
  for (;;) {
    const weekday = new Date(`${next}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return next;
    next = addDays(next, 1);
  }
}

/** A complex's provider's successful card payments of one Turkish day. */
export type ExpectedPayout = {
  key: string;
  cluster_id: number;
  cluster_name: string | null;
  cluster_payment_provider_id: number;
  payment_provider_name: string | null;
  /** The provider's accounts: its payout account first, then its POS account. */
  accounts: number[];
  bank_account_id: number | null;
  bank_account_name: string | null;
  paid_on: string;
  payout_on: string;
  payment_count: number;
  amount: number;
  commission: number;
};

/** An incoming line of a complex's bank statement (amount in kuruş, > 0). */
export type BankLine = {
  id: number;
  bank_account_id: number;
  activity_on: string;
  amount: number;
  /** Sender and description: does the line name the provider? */
  text: string;
};

export type PayoutResult = Omit<ExpectedPayout, 'accounts' | 'paid_on'> & {
  /** Null for a provider's line no payment expected. */
  paid_on: string | null;
  expected: number;
  paid_out: number;
  difference: number;
  status: PayoutStatus;
  bank_activity_ids: number[];
  paid_out_on: string | null;
};

const inWindow = (line: BankLine, payoutOn: string) =>
  line.activity_on >= payoutOn && line.activity_on <= addDays(payoutOn, PAYOUT_WINDOW_DAYS);

const ASCII: Record<string, string> = { ı: 'i', ö: 'o', ü: 'u', ş: 's', ç: 'c', ğ: 'g', â: 'a', î: 'i', û: 'u' };

/** Lower case without Turkish letters: statements write 'IYZICO', 'İYZİCO' or 'iyzico' alike. */
export const asciiFold = (value: string): string =>
  value.toLocaleLowerCase('tr').replace(/[ıöüşçğâîû]/g, (c) => ASCII[c] ?? c);

const namesProvider = (line: BankLine, providerName: string | null) =>
  providerName !== null && asciiFold(line.text).includes(asciiFold(providerName));

/**
 * Each expected payout, in payout order, takes one unused incoming line of the provider's accounts from its
 * payout day to three days later: first one of exactly the expected net amount ('matched'), else one that
 * names the provider ('short' below, 'over' above the expected). With none: 'pending' until the payout day has
 * passed (`today`), then 'short' with nothing paid out.
 */
export function matchPayouts(expected: ExpectedPayout[], lines: BankLine[], today: string): PayoutResult[] {
  const used = new Set<number>();
  const ordered = [...expected].sort((a, b) => a.payout_on.localeCompare(b.payout_on) || a.key.localeCompare(b.key));
  const byDay = [...lines].sort((a, b) => a.activity_on.localeCompare(b.activity_on) || a.id - b.id);
  const candidates = (payout: ExpectedPayout) =>
    byDay.filter(
      (l) => !used.has(l.id) && payout.accounts.includes(l.bank_account_id) && inWindow(l, payout.payout_on),
    );
  return ordered.map(({ accounts: _accounts, ...payout }) => {
    const net = payout.amount - payout.commission;
    const open = candidates({ ...payout, accounts: _accounts });
    const line =
      open.find((l) => l.amount === net) ?? open.find((l) => namesProvider(l, payout.payment_provider_name)) ?? null;
    if (line) used.add(line.id);
    const paidOut = line?.amount ?? 0;
    const status: PayoutStatus = line
      ? paidOut === net
        ? 'matched'
        : paidOut < net
          ? 'short'
          : 'over'
      : payout.payout_on >= today
        ? 'pending'
        : 'short';
    return {
      ...payout,
      expected: net,
      paid_out: paidOut,
      difference: paidOut - net,
      status,
      bank_activity_ids: line ? [line.id] : [],
      paid_out_on: line?.activity_on ?? null,
    };
  });
}

/** Lines no payout took that name a provider: money the provider sent without a payment behind it ('over'). */
export function unexpectedLines(
  lines: BankLine[],
  taken: Set<number>,
  providers: { accounts: number[]; name: string | null }[],
): BankLine[] {
  return lines.filter(
    (l) =>
      !taken.has(l.id) && providers.some((p) => p.accounts.includes(l.bank_account_id) && namesProvider(l, p.name)),
  );
}
