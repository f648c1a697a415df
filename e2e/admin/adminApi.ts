import { expect, type Page } from '@playwright/test';

/**
 * POSTs to the API as the signed-in super administrator (or as the user of `token`, or as nobody with `null`),
 * for what a spec sets up before it acts through the screens: an answer other than 2xx fails the spec.
 */
export function adminApi(page: Page) {
  return async <T = { id: number }>(path: string, data: unknown, token?: string | null): Promise<{ data: T }> => {
    const bearer = token === undefined ? await page.evaluate(() => localStorage.getItem('token')) : token;
    const headers: Record<string, string> = bearer ? { authorization: `Bearer ${bearer}` } : {};
    const response = await page.request.post(`/api${path}`, { headers, data });
    expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { data: T };
  };
}

/** A day (YYYY-MM-DD) `offset` days from today. */
export const isoDay = (offset = 0): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
