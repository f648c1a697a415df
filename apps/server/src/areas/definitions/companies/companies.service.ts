import { type Company, type CompanyInput, SUPERADMIN_COMPANY_FIELDS, toKurus } from '@site/shared';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import type { CompaniesTable } from '../../../db/types';
import { isCompanyAdmin } from '../../../http/auth';
import type { AuthContext } from '../../../http/authContext';
import { nowIso } from '../../../http/clock';
import { flagsToApi, flagsToRow } from '../../../http/defineResource';
import { forbidden, HttpError, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { encryptSecret } from '../../../security/secrets';
import {
  deleteCompanyRow,
  hasClusters,
  insertCompany,
  scopedCompanies,
  updateCompanyRow,
} from './companies.repository';

const FLAGS = ['has_lawyer_services', 'has_budget_services', 'is_active'] as const;
const MONEY = ['contract_fee', 'person_risk_parameter', 'house_risk_amount'] as const;

type Row = Record<string, unknown>;

function companyToRow(input: Row): Row {
  const row: Row = { ...input, ...flagsToRow(input, FLAGS) };
  for (const key of MONEY)
    if (input[key] !== undefined) row[key] = input[key] === null ? null : toKurus(input[key] as number);
  if (typeof input.name === 'string')
    row.search = foldTurkish(`${input.name} ${input.short_name ?? ''} ${input.tax_number ?? ''}`);
  // An empty password field in the form means "keep the saved one".
  if (!input.sms_password) delete row.sms_password;
  else row.sms_password = encryptSecret(String(input.sms_password));
  return row;
}

/** A company as the API answers it: money in kuruş, flags as booleans, logo addresses; the SMS password never leaves. */
export function companyToApi({ search: _s, sms_password, ...row }: Row): Company {
  const out: Row = {
    ...row,
    ...flagsToApi(row, FLAGS),
    has_sms_password: Boolean(sms_password),
    logo_url: row.logo_path ? `/api/logos/${row.logo_path}` : null,
    report_logo_url: row.report_logo_path ? `/api/logos/${row.report_logo_path}` : null,
  };
  for (const key of MONEY) out[key] = row[key] === null || row[key] === undefined ? null : Number(row[key]);
  return out as Company;
}

/** Stored values compared as text: PostgreSQL answers big integers as strings. */
const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || String(a ?? '') === String(b ?? '');

/**
 * A company administrator's save may carry the super administrator's fields as the form shows them, unchanged;
 * changing one is refused (403), not ignored, so the form never says 'Kaydedildi' for a change it did not make.
 */
function assertMayChange(auth: AuthContext, before: Row, input: Row): void {
  if (auth.isSuperadmin) return;
  const sent = SUPERADMIN_COMPANY_FIELDS.filter((key) => input[key] !== undefined);
  const values = companyToRow(Object.fromEntries(sent.map((key) => [key, input[key]])));
  if (sent.some((key) => !sameValue(values[key], before[key]))) throw forbidden();
}

/** The company, if the caller may see it (404 otherwise). */
async function visibleCompany(db: Db, auth: AuthContext, id: number): Promise<Row> {
  const row = await scopedCompanies(db, auth).where('companies.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row as Row;
}

export async function showCompany(db: Db, auth: AuthContext, id: number): Promise<Company> {
  return companyToApi(await visibleCompany(db, auth, id));
}

/** Only super administrators add a management company or supplier. */
export async function createCompany(db: Db, auth: AuthContext, actor: Actor, input: CompanyInput): Promise<Company> {
  if (!auth.isSuperadmin) throw forbidden();
  const id = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const values = { ...companyToRow(input as Row), created_at: now, updated_at: now };
    const id = await insertCompany(trx, values as Insertable<CompaniesTable>);
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'company',
      entityId: id,
      action: ACTION.create,
      before: null,
      after: { id, ...values },
    });
    return id;
  });
  return showCompany(db, auth, id);
}

export async function updateCompany(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  id: number,
  input: Partial<CompanyInput>,
): Promise<Company> {
  const before = await visibleCompany(db, auth, id);
  if (!isCompanyAdmin(auth)) throw forbidden();
  assertMayChange(auth, before, input as Row);
  await db.transaction().execute(async (trx) => {
    const values = { ...companyToRow(input as Row), updated_at: nowIso() };
    await updateCompanyRow(trx, id, values as Updateable<CompaniesTable>);
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'company',
      entityId: id,
      action: ACTION.update,
      before,
      after: { ...before, ...values },
    });
  });
  return showCompany(db, auth, id);
}

/** A company with complexes stays; only super administrators remove one. */
export async function deleteCompany(db: Db, auth: AuthContext, actor: Actor, id: number): Promise<void> {
  const before = await visibleCompany(db, auth, id);
  if (!auth.isSuperadmin) throw forbidden();
  if (await hasClusters(db, id)) {
    const message = 'Bu şirkete bağlı siteler olduğu için silinemez.';
    throw new HttpError(422, message, { id: [message] });
  }
  await db.transaction().execute(async (trx) => {
    await deleteCompanyRow(trx, id);
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'company',
      entityId: id,
      action: ACTION.delete,
      before,
      after: null,
    });
  });
}
