import {
  countSms,
  formatIban,
  formatMoneyAmount,
  formatPhoneInternational,
  houseLabel,
  messages,
  NOTIFICATION_CHANNEL,
  type NotificationTemplate,
  type NotificationTemplateInput,
  renderTemplate,
  type SystemNotificationTemplateInput,
  type TemplatePreview,
  type TemplateValues,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import { foldTurkish, turkishSortKey } from '../../../db/turkish';
import { assertClusterAccess, isCompanyAdmin } from '../../../http/auth';
import type { AuthContext } from '../../../http/authContext';
import { nowIso } from '../../../http/clock';
import { forbidden, HttpError, invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import {
  companyOfCluster,
  deleteTemplate,
  findTemplate,
  insertTemplate,
  previewData,
  type TemplateRow,
  templateRowOf,
  updateTemplate,
} from './notificationTemplates.repository';

const ENTITY = 'notification_template';
export const SYSTEM_NOT_DELETABLE = 'Sistem şablonları silinemez.';
const COMPANY_REQUIRED = 'Şirket seçin.';

/** A template as the API answers it. */
export function templateToApi(row: TemplateRow): NotificationTemplate {
  const { search: _s, name_sort: _n, ...rest } = row;
  return {
    ...rest,
    channels: JSON.parse(row.channels) as number[],
    is_active: row.is_active === 1,
    is_commercial: row.is_commercial === 1,
  };
}

/**
 * A template of the caller's: a complex's they see, their company's company-wide one, or (`system`) a system
 * template. Anything else, another company's included, is a 404.
 */
export async function visibleTemplate(db: Db, auth: AuthContext, id: number, system = false): Promise<TemplateRow> {
  const row = await findTemplate(db, id);
  if (!row || (row.system_id !== null) !== system) throw notFound();
  if (system) return row;
  if (row.cluster_id !== null) assertClusterAccess(auth, row.cluster_id);
  else if (!auth.isSuperadmin && row.company_id !== auth.user.company_id) throw notFound();
  return row;
}

/** A company-wide template serves every complex of the company: its administrators write it. */
function assertCompanyWrite(auth: AuthContext, companyId: number | null): void {
  if (auth.isSuperadmin) return;
  if (companyId !== auth.user.company_id) throw notFound();
  if (!isCompanyAdmin(auth)) throw forbidden();
}

const textColumns = (input: Partial<NotificationTemplateInput>) => ({
  ...(input.name !== undefined && {
    name: input.name,
    search: foldTurkish(input.name),
    name_sort: turkishSortKey(input.name),
  }),
  ...(input.description !== undefined && { description: input.description }),
  ...(input.subject !== undefined && { subject: input.subject }),
  ...(input.body !== undefined && { body: input.body }),
  ...(input.channels !== undefined && { channels: JSON.stringify(input.channels) }),
  ...(input.is_commercial !== undefined && { is_commercial: input.is_commercial ? 1 : 0 }),
  ...(input.is_active !== undefined && { is_active: input.is_active ? 1 : 0 }),
});

/** An e-mail needs a subject; what a write leaves out is what the template has (nothing for a new one). */
function assertSubject(row: TemplateRow | null, input: { subject?: string | null; channels?: number[] }): void {
  const channels = input.channels ?? (row ? (JSON.parse(row.channels) as number[]) : []);
  const subject = input.subject === undefined ? row?.subject : input.subject;
  if (channels.includes(NOTIFICATION_CHANNEL.email) && !subject?.trim()) throw invalid('subject', messages.required);
}

export async function createTemplate(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  input: NotificationTemplateInput,
): Promise<NotificationTemplate> {
  assertSubject(null, input);
  let clusterId: number | null = null;
  let companyId: number | null;
  if (input.cluster_id != null) {
    assertClusterAccess(auth, input.cluster_id);
    clusterId = input.cluster_id;
    companyId = await companyOfCluster(db, clusterId);
  } else {
    companyId = auth.isSuperadmin ? (input.company_id ?? null) : auth.user.company_id;
    if (companyId === null) throw invalid('company_id', COMPANY_REQUIRED);
    assertCompanyWrite(auth, companyId);
  }
  const id = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const values = {
      ...textColumns(input),
      cluster_id: clusterId,
      company_id: companyId,
      created_at: now,
      updated_at: now,
    };
    const newId = await insertTemplate(trx, values);
    await logChange(trx, actor, {
      clusterId,
      entityType: ENTITY,
      entityId: newId,
      action: ACTION.create,
      before: null,
      after: { id: newId, ...values },
    });
    return newId;
  });
  return templateToApi((await findTemplate(db, id)) as TemplateRow);
}

/** Writes a template's changes with its action log; the owner (complex, company, system id) never changes. */
async function writeChanges(db: Db, actor: Actor, row: TemplateRow, values: Record<string, unknown>) {
  await db.transaction().execute(async (trx) => {
    const before = await templateRowOf(trx, row.id);
    const changed = { ...values, updated_at: nowIso() };
    await updateTemplate(trx, row.id, changed);
    await logChange(trx, actor, {
      clusterId: row.cluster_id,
      entityType: ENTITY,
      entityId: row.id,
      action: ACTION.update,
      before,
      after: { ...before, ...changed },
    });
  });
  return templateToApi((await findTemplate(db, row.id)) as TemplateRow);
}

export async function changeTemplate(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  id: number,
  input: Partial<NotificationTemplateInput>,
): Promise<NotificationTemplate> {
  const row = await visibleTemplate(db, auth, id);
  if (row.cluster_id === null) assertCompanyWrite(auth, row.company_id);
  assertSubject(row, input);
  const { cluster_id: _c, company_id: _o, ...changes } = input;
  return writeChanges(db, actor, row, textColumns(changes));
}

/** A system template's texts, channels and whether it is used; the route lets super administrators only. */
export async function changeSystemTemplate(
  db: Db,
  actor: Actor,
  id: number,
  input: SystemNotificationTemplateInput,
): Promise<NotificationTemplate> {
  const row = await findTemplate(db, id);
  if (!row || row.system_id === null) throw notFound();
  assertSubject(row, input);
  return writeChanges(db, actor, row, textColumns(input));
}

export async function removeTemplate(db: Db, auth: AuthContext, actor: Actor, id: number): Promise<void> {
  const row = await visibleTemplate(db, auth, id);
  if (row.cluster_id === null) assertCompanyWrite(auth, row.company_id);
  await db.transaction().execute(async (trx) => {
    const before = await templateRowOf(trx, id);
    await deleteTemplate(trx, id);
    await logChange(trx, actor, {
      clusterId: row.cluster_id,
      entityType: ENTITY,
      entityId: id,
      action: ACTION.delete,
      before,
      after: null,
    });
  });
}

/** System templates are part of the product: refused with a 422 for whoever asks. */
export async function refuseSystemDelete(db: Db, id: number): Promise<never> {
  const row = await findTemplate(db, id);
  if (!row || row.system_id === null) throw notFound();
  throw new HttpError(422, SYSTEM_NOT_DELETABLE, { id: [SYSTEM_NOT_DELETABLE] });
}

// '1.250,00 TL': ₺ is not in the GSM alphabets, so it would turn every SMS into UCS-2 (70 characters a part).
export const smsMoney = (kurus: number) => `${formatMoneyAmount(kurus)} TL`;

export const turkishDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

/** This month's last payment day of the complex (its due day), as dd.MM.yyyy. */
export function lastPaymentDay(dueDay: number | null, today: string): string {
  if (!dueDay) return '';
  const [year, month] = today.split('-').map(Number);
  const lastOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = String(Math.min(dueDay, lastOfMonth)).padStart(2, '0');
  return `${day}.${String(month).padStart(2, '0')}.${year}`;
}

/**
 * A text filled in with a resident's data. The resident must be one the caller sees and, when the template
 * belongs to a complex, of that complex; otherwise the resident reads as missing (422 on `resident_id`).
 */
export async function previewTemplate(
  db: Db,
  auth: AuthContext,
  text: { subject: string | null; body: string; clusterId: number | null; companyId: number | null },
  residentId: number,
): Promise<TemplatePreview> {
  const data = await previewData(db, residentId);
  const missing = () => invalid('resident_id', 'Öğe bulunamadı.');
  if (!data) throw missing();
  const { resident, house, account } = data;
  if (!auth.isSuperadmin && !auth.grants.has(resident.cluster_id)) throw missing();
  if (text.clusterId !== null && resident.cluster_id !== text.clusterId) throw missing();
  if (text.clusterId === null && text.companyId !== null) {
    if ((await companyOfCluster(db, resident.cluster_id)) !== text.companyId) throw missing();
  }
  const today = nowIso().slice(0, 10);
  const values: TemplateValues = {
    ad_soyad: resident.name,
    telefon: resident.phone ? formatPhoneInternational(resident.phone) : '',
    bagimsiz_bolum: house ? houseLabel(house.block_name, house.door_number) : '',
    blok: house?.block_name ?? '',
    kapi_no: house?.door_number ?? '',
    site_adi: resident.cluster_name,
    iban: account?.iban ? formatIban(account.iban) : '',
    banka_hesabi: account?.name ?? '',
    bakiye: smsMoney(resident.balance),
    son_odeme_gunu: lastPaymentDay(resident.due_day, today),
    tarih: turkishDate(today),
  };
  const body = renderTemplate(text.body, values);
  return {
    resident_id: resident.id,
    resident_name: resident.name,
    subject: text.subject === null ? null : renderTemplate(text.subject, values),
    body,
    sms: countSms(body),
  };
}
