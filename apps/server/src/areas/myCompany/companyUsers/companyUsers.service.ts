import {
  authMessages,
  type CompanyUser,
  type CompanyUserInput,
  type CompanyUserUpdate,
  companyUserMessages,
  foreignReferenceMessage,
} from '@site/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/connection';
import type { AuthContext } from '../../../http/authContext';
import { nowIso } from '../../../http/clock';
import { deleteOrInUse, forbidden, invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import type { Mailer } from '../../../kernel/mailer';
import { hashPassword, newTemporaryPassword } from '../../../kernel/passwords';
import * as accounts from '../../../kernel/userAccounts';
import * as repo from './companyUsers.repository';
import { assertMayGiveRoles, mayGiveRole } from './companyUsers.rules';
import { mailTemporaryPassword } from './temporaryPassword';

type Row = Record<string, unknown>;
/** A worker as the list reads them (with their role cells), of a company. */
type Worker = Row & {
  id: number;
  name: string;
  email: string;
  company_id: number;
  company_name: string;
  is_active: number;
  has_temporary_password: number;
  tech_authorization_id: number | null;
};
/** Where a write may e-mail a temporary password, and where a failed send is logged. */
export type MailContext = { mailer: Mailer | null; log: FastifyBaseLogger };

const ADMIN = 'company-admin';
const TECHNICAL = 'technical';

/** A list or record row as the API answers it. */
export function companyUserToApi(row: Row): CompanyUser {
  const roles = repo.rolesOfRow(row);
  return {
    id: row.id as number,
    name: row.name as string,
    email: row.email as string,
    phone: (row.phone as string | null) ?? null,
    company_id: row.company_id as number,
    company_name: row.company_name as string,
    role_ids: roles.ids,
    role_name: roles.names.join(', '),
    position_id: (row.position_id as number | null) ?? null,
    position_name: (row.position_name as string | null) ?? null,
    tech_authorization_id: (row.tech_authorization_id as number | null) ?? null,
    is_active: row.is_active === 1,
    has_temporary_password: row.has_temporary_password === 1,
    cluster_count: Number(row.cluster_count ?? 0),
    last_login_at: (row.last_login_at as string | null) ?? null,
    created_at: row.created_at as string,
    updated_at: row.updated_at as string,
  };
}

/** A worker the caller may see: one of their own company (super administrators: any), else a 404. */
export async function visibleWorker(db: Db, auth: AuthContext, id: number): Promise<Worker> {
  const worker = await repo.findCompanyUser(db, id);
  const companyId = worker?.company_id ?? null;
  if (!worker || companyId === null || (!auth.isSuperadmin && companyId !== auth.user.company_id)) throw notFound();
  return { ...worker, company_id: companyId } as Worker;
}

export async function getCompanyUser(db: Db, auth: AuthContext, id: number): Promise<CompanyUser> {
  return companyUserToApi(await visibleWorker(db, auth, id));
}

/** The role names of `roleIds`, which must all be worker roles (else a 422 on `role_ids`). */
async function workerRoleNames(db: Db, roleIds: number[]): Promise<string[]> {
  const roles = await repo.findWorkerRoles(db);
  const names = roleIds.map((id) => roles.find((r) => r.id === id)?.name);
  if (names.some((n) => n === undefined)) throw invalid('role_ids', companyUserMessages.workerRolesOnly);
  return [...new Set(names as string[])];
}

async function assertEmailFree(db: Db, email: string, exceptId: number | null): Promise<void> {
  const owner = await repo.findUserByEmail(db, email);
  if (owner && owner.id !== exceptId) throw invalid('email', authMessages.emailTaken);
}

/** Two saves of one e-mail at once: the second meets the unique index, and hears what the check would say. */
async function emailTakenOnConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') throw invalid('email', authMessages.emailTaken);
    throw error;
  }
}

async function assertPosition(db: Db, positionId: number | null | undefined, companyId: number): Promise<void> {
  if (positionId && !(await repo.isCompanyPosition(db, positionId, companyId))) {
    throw invalid('position_id', foreignReferenceMessage);
  }
}

/** What the action log keeps of a worker: their row (never the password hash: actionLog hides it) and roles. */
async function loggedWorker(db: Db, id: number): Promise<Row> {
  const row = await accounts.findUserRow(db, id);
  return { ...row, roles: await accounts.roleNamesOf(db, id) };
}

/** 422 when the worker is the last active company administrator of their company (checked in `trx`). */
async function assertNotLastAdmin(trx: Db, worker: Worker, field: string): Promise<void> {
  if ((await repo.otherActiveAdmins(trx, worker.company_id, worker.id)) === 0) {
    throw invalid(field, companyUserMessages.lastAdmin);
  }
}

/**
 * Creates a worker with a random temporary password (which opens only the password change), answered once and
 * e-mailed when the app has a mailer. A super administrator names the company; a worker adds to their own.
 */
export async function createCompanyUser(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  input: CompanyUserInput,
  mail: MailContext,
) {
  let companyId: number;
  if (auth.isSuperadmin) {
    if (typeof input.company_id !== 'number') throw invalid('company_id', 'Şirket seçin.');
    if (!(await accounts.companyExists(db, input.company_id))) throw invalid('company_id', foreignReferenceMessage);
    companyId = input.company_id;
  } else {
    if (auth.user.company_id === null) throw forbidden();
    companyId = auth.user.company_id;
  }
  const roles = await workerRoleNames(db, input.role_ids);
  assertMayGiveRoles(auth, roles);
  const email = input.email.toLowerCase();
  await assertEmailFree(db, email, null);
  await assertPosition(db, input.position_id, companyId);

  const password = newTemporaryPassword();
  const passwordHash = await hashPassword(password);
  const id = await emailTakenOnConflict(() =>
    db.transaction().execute(async (trx) => {
      const now = nowIso();
      const inserted = await trx
        .insertInto('users')
        .values({
          company_id: companyId,
          name: input.name,
          email,
          phone: input.phone ?? null,
          password_hash: passwordHash,
          has_temporary_password: 1,
          is_active: input.is_active === false ? 0 : 1,
          last_login_at: null,
          position_id: input.position_id ?? null,
          tech_authorization_id: roles.includes(TECHNICAL) ? (input.tech_authorization_id ?? null) : null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await accounts.replaceUserRoles(trx, inserted.id, input.role_ids);
      await logChange(trx, actor, {
        clusterId: null,
        entityType: 'user',
        entityId: inserted.id,
        action: ACTION.create,
        before: null,
        after: await loggedWorker(trx, inserted.id),
      });
      return inserted.id;
    }),
  );
  const worker = companyUserToApi(await visibleWorker(db, auth, id));
  const emailed = await mailTemporaryPassword(mail.mailer, mail.log, worker, password, false);
  return { worker, temporaryPassword: password, emailed };
}

/**
 * Changes a worker. Roles they did not hold must be the caller's to give; nobody changes their own roles or
 * switches themselves off; the company's last active administrator keeps the role and stays active. Switched
 * off, the worker's tokens go, so their next request is a 401.
 */
export async function updateCompanyUser(db: Db, auth: AuthContext, actor: Actor, id: number, input: CompanyUserUpdate) {
  const worker = await visibleWorker(db, auth, id);
  const current = await accounts.roleNamesOf(db, id);
  const roles = input.role_ids ? await workerRoleNames(db, input.role_ids) : current;
  const rolesChange = roles.length !== current.length || roles.some((r) => !current.includes(r));
  const switchedOff = input.is_active === false && worker.is_active === 1;
  if (!auth.isSuperadmin && id === auth.user.id && (rolesChange || switchedOff)) throw forbidden();
  assertMayGiveRoles(
    auth,
    roles.filter((r) => !current.includes(r)),
  );
  const email = input.email?.toLowerCase();
  if (email !== undefined) await assertEmailFree(db, email, id);
  await assertPosition(db, input.position_id, worker.company_id);

  const losesAdmin = worker.is_active === 1 && current.includes(ADMIN) && (switchedOff || !roles.includes(ADMIN));
  const tech = input.tech_authorization_id === undefined ? worker.tech_authorization_id : input.tech_authorization_id;
  await emailTakenOnConflict(() =>
    db.transaction().execute(async (trx) => {
      if (losesAdmin) await assertNotLastAdmin(trx, worker, switchedOff ? 'is_active' : 'role_ids');
      const before = await loggedWorker(trx, id);
      await trx
        .updateTable('users')
        .set({
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(email === undefined ? {} : { email }),
          ...(input.phone === undefined ? {} : { phone: input.phone }),
          ...(input.position_id === undefined ? {} : { position_id: input.position_id }),
          ...(input.is_active === undefined ? {} : { is_active: input.is_active ? 1 : 0 }),
          tech_authorization_id: roles.includes(TECHNICAL) ? tech : null,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .execute();
      if (rolesChange && input.role_ids) await accounts.replaceUserRoles(trx, id, input.role_ids);
      if (switchedOff) await accounts.signOutEverywhere(trx, id);
      await logChange(trx, actor, {
        clusterId: null,
        entityType: 'user',
        entityId: id,
        action: ACTION.update,
        before,
        after: await loggedWorker(trx, id),
      });
    }),
  );
  return getCompanyUser(db, auth, id);
}

/**
 * Deletes a worker who never changed anything (no action log names them); one who did is switched off
 * instead, so the log keeps their name. Nobody deletes themselves or their company's last administrator.
 */
export async function deleteCompanyUser(db: Db, auth: AuthContext, actor: Actor, id: number): Promise<void> {
  const worker = await visibleWorker(db, auth, id);
  if (!auth.isSuperadmin && id === auth.user.id) throw forbidden();
  if (await repo.hasActed(db, id)) throw invalid('id', companyUserMessages.hasActed);
  const roles = await accounts.roleNamesOf(db, id);
  await deleteOrInUse(() =>
    db.transaction().execute(async (trx) => {
      if (worker.is_active === 1 && roles.includes(ADMIN)) await assertNotLastAdmin(trx, worker, 'id');
      const before = await loggedWorker(trx, id);
      await trx.deleteFrom('users').where('id', '=', id).execute();
      await logChange(trx, actor, {
        clusterId: null,
        entityType: 'user',
        entityId: id,
        action: ACTION.delete,
        before,
        after: null,
      });
    }),
  );
}

/**
 * Gives the worker a new temporary password, answered once (and e-mailed when it can be), and signs them out
 * everywhere. Only a worker whose roles the caller could give: else whoever resets signs in as someone above them.
 */
export async function resetCompanyUserPassword(db: Db, auth: AuthContext, actor: Actor, id: number, mail: MailContext) {
  const worker = await visibleWorker(db, auth, id);
  const roles = await accounts.roleNamesOf(db, id);
  if (!roles.every((role) => mayGiveRole(auth, role))) throw forbidden();
  const password = await accounts.resetToTemporaryPassword(db, actor, id, {
    before: { has_temporary_password: worker.has_temporary_password },
    after: { has_temporary_password: 1 },
  });
  const emailed = await mailTemporaryPassword(mail.mailer, mail.log, worker, password, true);
  return { temporary_password: password, password_emailed: emailed };
}
