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
import type { ExportColumn } from '../../../http/export/exportList';
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
  type findAccountHouse,
  type findAccountResident,
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

/** The balance lists' own part: whose balances, and the columns naming them in an export. */
type BalanceList = Pick<
  Parameters<typeof listResponse>[0],
  'base' | 'spec' | 'idColumn' | 'exportTitle' | 'moneySums'
> & {
  nameColumns: ExportColumn[];
};

/** Balances of a complex's houses or residents, one page or the whole filtered list as a file. */
function listBalances(db: Db, files: FileStorage, clusterId: number, query: Row, list: BalanceList) {
  const { nameColumns, ...own } = list;
  return listResponse({
    db,
    ...own,
    raw: query,
    clusterId,
    toApi: balanceToApi,
    exportColumns: [
      ...nameColumns,
      { key: 'debt_total', header: 'Toplam Borçlandırma', kind: 'money' },
      { key: 'balance', header: 'Bakiye', kind: 'balance' },
    ],
    files,
  });
}

/** The houses of a complex with their balances. */
export function listHouseBalances(db: Db, files: FileStorage, clusterId: number, query: Row) {
  // The rows are balanceToApi's; the response schema holds them to the shared row's shape.
  return listBalances(db, files, clusterId, query, {
    base: selectHouseBalances(db, clusterId),
    spec: houseBalanceList,
    idColumn: 'houses.id',
    exportTitle: 'Bağımsız Bölüm Bakiyeleri',
    nameColumns: [
      { key: 'house_label', header: 'Bağımsız Bölüm' },
      { key: 'owner_name', header: 'Malik' },
      { key: 'renter_name', header: 'Kiracı' },
    ],
    moneySums: { balance: houseBalanceSql, debt_total: houseDebtSql },
  }) as Promise<z.infer<typeof houseBalanceListAnswer>>;
}

/** The residents of a complex with their balances. */
export function listResidentBalances(db: Db, files: FileStorage, clusterId: number, query: Row) {
  return listBalances(db, files, clusterId, query, {
    base: selectResidentBalances(db, clusterId),
    spec: residentBalanceList,
    idColumn: 'residents.id',
    exportTitle: 'Sakin Bakiyeleri',
    nameColumns: [
      { key: 'name', header: 'Ad Soyad' },
      { key: 'phone', header: 'Telefon' },
    ],
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

type AccountHouse = NonNullable<Awaited<ReturnType<typeof findAccountHouse>>>;
type AccountResident = NonNullable<Awaited<ReturnType<typeof findAccountResident>>>;

/** A house's account page: the house, its people today and its account as of a day. */
export async function houseAccount(db: Db, house: AccountHouse, asOf: string): Promise<HouseAccount> {
  const people = await currentPeopleOf(db, house.id);
  return { house, people, ...(await accountDetail(db, house.cluster_id, { houseId: house.id }, asOf)) };
}

/** A resident's account page: the resident, their houses today and their account as of a day. */
export async function residentAccount(db: Db, resident: AccountResident, asOf: string): Promise<ResidentAccount> {
  const houses = await currentHousesOf(db, resident.id);
  return { resident, houses, ...(await accountDetail(db, resident.cluster_id, { residentId: resident.id }, asOf)) };
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
