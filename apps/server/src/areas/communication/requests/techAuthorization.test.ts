import { describe, expect, it } from 'vitest';
import { mayActOnRequest, type RequestAction } from './techAuthorization';

const technical = (techAuthorizationId: number | null) => ({ roles: ['technical'], techAuthorizationId });
const actions: RequestAction[] = [
  { kind: 'create' },
  { kind: 'update' },
  { kind: 'delete' },
  { kind: 'assign' },
  { kind: 'comment' },
  { kind: 'attach' },
  { kind: 'detach' },
  { kind: 'status', to: 2 },
  { kind: 'status', to: 3 },
  { kind: 'status', to: 4 },
  { kind: 'status', to: 5 },
  { kind: 'status', to: 6 },
];
const allowed = (caller: { roles: string[]; techAuthorizationId: number | null }) =>
  actions.filter((action) => mayActOnRequest(caller, action));

describe('tech worker authorization of requests', () => {
  it('view only (or none set) allows no write', () => {
    expect(allowed(technical(1))).toEqual([]);
    expect(allowed(technical(null))).toEqual([]);
  });

  it('approve and comment allows comments, attaching files and taking up, resolving, closing and rejecting only', () => {
    expect(allowed(technical(2))).toEqual([
      { kind: 'comment' },
      { kind: 'attach' },
      { kind: 'status', to: 3 },
      { kind: 'status', to: 4 },
      { kind: 'status', to: 5 },
      { kind: 'status', to: 6 },
    ]);
  });

  it('all actions allows everything', () => {
    expect(allowed(technical(3))).toEqual(actions);
  });

  it('does not limit other roles, nor a technical worker who is also a manager', () => {
    expect(allowed({ roles: ['manager'], techAuthorizationId: 1 })).toEqual(actions);
    expect(allowed({ roles: ['read-only'], techAuthorizationId: null })).toEqual(actions);
    expect(allowed({ roles: ['technical', 'manager'], techAuthorizationId: 1 })).toEqual(actions);
    expect(allowed({ roles: ['technical', 'accountant'], techAuthorizationId: 1 })).toEqual([]);
  });
});
