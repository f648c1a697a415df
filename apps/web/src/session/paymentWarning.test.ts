import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The tab's session storage, in memory (the web's unit tests run without a browser). */
class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

describe('payment warning of sign-in', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', new MemoryStorage());
  });

  it('shows after a sign-in that answered has_payment_warning, until dismissed or signed out', async () => {
    const { paymentWarningShown, rememberPaymentWarning } = await import('./paymentWarning');
    expect(paymentWarningShown()).toBe(false);
    rememberPaymentWarning(true);
    expect(paymentWarningShown()).toBe(true);
    rememberPaymentWarning(false);
    expect(paymentWarningShown()).toBe(false);
  });

  it('does not show when the browser refuses storage', async () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    });
    const { paymentWarningShown, rememberPaymentWarning } = await import('./paymentWarning');
    expect(() => rememberPaymentWarning(true)).not.toThrow();
    expect(paymentWarningShown()).toBe(false);
  });
});
