import type {
  HouseAccount,
  houseBalanceListAnswer,
  LateFeeTrace,
  ResidentAccount,
  residentBalanceListAnswer,
} from '@site/shared';
import type { z } from 'zod';
import { today } from '../../../accounting/dates';
import { houseBalanceSql, residentBalanceSql } from '../../../accounting/journal';
import { accruedLateFees, chargeLateFees } from '../../../accounting/lateFeeCharges';
import { traceLateFees } from '../../../accounting/lateFeeTrace';
import type { Db } from '../../../db/connection';
import { assertClusterAccess } from '../../../http/auth';
import type { AuthContext } from '../../../http/authContext';
import { notFound } from '../../../http/errors';
import { listResponse } from '../../../http/listResponse';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { debtToApi } from '../../assessments';
import { collectionToApi } from '../collections/collections.repository';
import {
  type AccountOf,
  accountBalance,
  accountCollections,
  accountDebts,
  currentHousesOf,
  currentPeopleOf,
  findAccountHouse,
  findAccountResident,
  houseBalanceList,
  houseDebtSql,
  residentBalanceList,
  residentDebtSql,
  selectHouseBalances,
  selectResidentBalances,
} from './incomes.repository';

type Row = Record<string, unknown>;

/** A balance row as answered: money in kuruş (PostgreSQL may read sums as text). */
function balanceToApi({ door_length: _length, no_block: _block, ...row }: Row): Row {
  return { ...row, debt_total: Number(row.debt_total ?? 0), balance: Number(row.balance ?? 0) };
}

/** The houses of a complex with their balances, one page or the whole filtered list as a file. */
export function listHouseBalances(db: Db, files: FileStorage, clusterId: number, query: Row) {
  // The rows are balanceToApi's; the response schema holds them to the shared row's shape.
  return listResponse({
    db,
    base: selectHouseBalances(db, clusterId),
    spec: houseBalanceList,
    raw: query,
    clusterId: clusterId,
    idColumn: 'houses.id',
    toApi: balanceToApi,
    exportTitle: 'Bağımsız Bölüm Bakiyeleri',
    exportColumns: [
      { key: 'house_label', header: 'Bağımsız Bölüm' },
      { key: 'owner_name', header: 'Malik' },
      { key: 'renter_name', header: 'Kiracı' },
      { key: 'debt_total', header: 'Toplam Borçlandırma', kind: 'money' },
      { key: 'balance', header: 'Bakiye', kind: 'balance' },
    ],
    files,
    moneySums: { balance: houseBalanceSql, debt_total: houseDebtSql },
  }) as Promise<z.infer<typeof houseBalanceListAnswer>>;
}

/** The residents of a complex with their balances, one page or the whole filtered list as a file. */
export function listResidentBalances(db: Db, files: FileStorage, clusterId: number, query: Row) {
  // The rows are balanceToApi's; the response schema holds them to the shared row's shape.
  return listResponse({
    db,
    base: selectResidentBalances(db, clusterId),
    spec: residentBalanceList,
    raw: query,
    clusterId: clusterId,
    idColumn: 'residents.id',
    toApi: balanceToApi,
    exportTitle: 'Sakin Bakiyeleri',
    exportColumns: [
      { key: 'name', header: 'Ad Soyad' },
      { key: 'phone', header: 'Telefon' },
      { key: 'debt_total', header: 'Toplam Borçlandırma', kind: 'money' },
      { key: 'balance', header: 'Bakiye', kind: 'balance' },
    ],
    files,
    moneySums: { balance: residentBalanceSql, debt_total: residentDebtSql },
  }) as Promise<z.infer<typeof residentBalanceListAnswer>>;
}

/** One account in detail: its debts (open and paid), late fees charged and accrued, and collections. */
async function accountDetail(db: Db, clusterId: number, by: AccountOf, asOf: string) {
  const debts = await accountDebts(db, by);
  const collections = await accountCollections(db, by);
  const balance = await accountBalance(db, clusterId, by);
  const apiDebts = debts.map((d) => debtToApi(d as Row));
  const accrued = await accruedLateFees(
    db,
    clusterId,
    debts.filter((d) => d.kind !== 'late_fee').map((d) => d.id),
    asOf,
  );
  const isFee = (d: Row) => d.kind === 'late_fee';
  return {
    balance,
    as_of: asOf,
    open_debts: apiDebts.filter((d) => !d.is_paid && !isFee(d)),
    paid_debts: apiDebts.filter((d) => d.is_paid && !isFee(d)),
    // Each fee with the debt it was charged on and how late that debt was in the fee's month.
    late_fees: (await traceLateFees(db, apiDebts.filter(isFee))) as LateFeeTrace[],
    accrued_late_fees: accrued,
    accrued_late_fee_total: accrued.reduce((s, f) => s + f.amount, 0),
    collections: collections.map((c) => collectionToApi(c as Row)),
  };
}

/** A house's account page: the house, its people today and its account as of a day (today by default). */
export async function houseAccount(
  db: Db,
  auth: AuthContext,
  id: number,
  asOf: string | undefined,
): Promise<HouseAccount> {
  const house = await findAccountHouse(db, id);
  if (!house) throw notFound();
  assertClusterAccess(auth, house.cluster_id);
  const people = await currentPeopleOf(db, house.id);
  return { house, people, ...(await accountDetail(db, house.cluster_id, { houseId: house.id }, asOf ?? today())) };
}

/** A resident's account page: the resident, their houses today and their account as of a day. */
export async function residentAccount(
  db: Db,
  auth: AuthContext,
  id: number,
  asOf: string | undefined,
): Promise<ResidentAccount> {
  const resident = await findAccountResident(db, id);
  if (!resident) throw notFound();
  assertClusterAccess(auth, resident.cluster_id);
  const houses = await currentHousesOf(db, resident.id);
  return {
    resident,
    houses,
    ...(await accountDetail(db, resident.cluster_id, { residentId: resident.id }, asOf ?? today())),
  };
}

/** Charges a month's late fees of the complex, logged as one run. */
export async function runLateFees(db: Db, actor: Actor, clusterId: number, period: string) {
  const result = await chargeLateFees(db, clusterId, period, today(), actor.userId, (trx, written) =>
    logChange(trx, actor, {
      clusterId,
      entityType: 'late_fee_run',
      entityId: clusterId,
      action: ACTION.create,
      before: null,
      after: { period, ...written },
    }),
  );
  return { count: result.count, total: result.total };
}
