import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../db/seed/demo';
import { createTestApp } from '../../../test/testDb';

// The dummy verification is what makes an unknown e-mail cost as much as a known one; time itself is not asserted.
const calls = vi.hoisted(() => ({ dummy: 0 }));
vi.mock('../../../kernel/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../kernel/passwords')>();
  return {
    ...original,
    verifyDummyPassword: async (password: string) => {
      calls.dummy++;
      return original.verifyDummyPassword(password);
    },
  };
});

describe('sign-in for an unknown e-mail', () => {
  beforeEach(() => {
    calls.dummy = 0;
  });

  it('verifies a password hash just as for a known one, and answers the same', async () => {
    const t = await createTestApp('sqlite');
    try {
      await seedDemo(t.db);
      const signIn = (email: string) =>
        t.app.inject({ method: 'POST', url: '/api/sanctum/token', payload: { email, password: 'yanlis-sifre' } });
      const known = await signIn('yonetici@demo.test');
      expect(calls.dummy).toBe(0);
      const unknown = await signIn('kimse-yok@demo.test');
      expect(calls.dummy).toBe(1);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
    } finally {
      await t.close();
    }
  });
});
