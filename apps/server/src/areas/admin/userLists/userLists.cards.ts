import type { Db } from '../../../db/connection';
import { foldedSql } from '../../../db/turkishSql';
import { nowIso } from '../../../http/clock';
import type { ListSpec } from '../../../http/listQuery';
import type { ListDefinition } from '../../../http/listRoute';
import {
  cardNumberSearchSql,
  flag,
  maskCardNumber,
  providerNameSql,
  providerSearchSql,
  searchIn,
  turkishMonthStart,
} from './userLists.shared';

type Row = Record<string, unknown>;

/** The user's automatic payments, with the card, complex, house and provider; counts from `card_payments`. */
export const subscriptionsBase = (db: Db, userId: number) => {
  const monthStart = turkishMonthStart(new Date(nowIso()));
  return db
    .selectFrom('user_card_subscriptions as s')
    .innerJoin('user_cards as c', 'c.id', 's.user_card_id')
    .leftJoin('clusters', 'clusters.id', 's.cluster_id')
    .leftJoin('houses', 'houses.id', 's.house_id')
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .leftJoin('cluster_payment_providers as p', 'p.id', 's.cluster_payment_provider_id')
    .where('s.user_id', '=', userId)
    .select((eb) => [
      's.id',
      's.user_card_id',
      's.cluster_id',
      'clusters.name as cluster_name',
      's.house_id',
      'blocks.name as block_name',
      'houses.door_number',
      'p.payment_provider_id',
      providerNameSql('p').as('payment_provider_name'),
      'c.masked_cc_no',
      'c.name',
      's.is_active',
      's.created_at',
      eb
        .selectFrom('card_payments')
        .whereRef('card_payments.user_card_subscription_id', '=', 's.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('payment_count'),
      // This month's failures, counted from the payments themselves rather than the stored counter.
      eb
        .selectFrom('card_payments')
        .whereRef('card_payments.user_card_subscription_id', '=', 's.id')
        .where('card_payments.status', '=', 'failed')
        .where('card_payments.paid_at', '>=', monthStart)
        .select(eb.fn.countAll<number>().as('n'))
        .as('failed_attempts'),
    ]);
};

const subscriptionToApi = (row: Row) => ({
  ...row,
  masked_cc_no: maskCardNumber(String(row.masked_cc_no ?? '')),
  payment_count: Number(row.payment_count ?? 0),
  failed_attempts: Number(row.failed_attempts ?? 0),
  is_active: flag(row.is_active),
});

const subscriptionsSpec: ListSpec = {
  orderBy: {
    created_at: 's.created_at',
    cluster_name: 'clusters.name',
    door_number: ['blocks.name', 'houses.door_number'],
    payment_count: 'payment_count',
    failed_attempts: 'failed_attempts',
    is_active: 's.is_active',
    id: 's.id',
  },
  defaultOrder: ['created_at', 'desc'],
  filters: {
    cluster_id: { column: 's.cluster_id', kind: 'number' },
    user_card_id: { column: 's.user_card_id', kind: 'number' },
    is_active: { column: 's.is_active', kind: 'flag' },
  },
  // Searched by `searchIn` below: complex, block, door, card name and number, provider.
  search: [],
};

export const subscriptionsList: ListDefinition = {
  spec: subscriptionsSpec,
  filter: searchIn(subscriptionsSpec, [
    foldedSql('clusters.name'),
    foldedSql('blocks.name'),
    foldedSql('houses.door_number'),
    foldedSql('c.name'),
    cardNumberSearchSql('c'),
    providerSearchSql('p'),
  ]),
  idColumn: 's.id',
  toApi: subscriptionToApi,
  exportTitle: 'Kart Abonelikleri',
  exportRow: subscriptionToApi,
  exportColumns: [
    { key: 'cluster_name', header: 'Site' },
    { key: 'block_name', header: 'Blok' },
    { key: 'door_number', header: 'Kapı No' },
    { key: 'payment_provider_name', header: 'Ödeme Sağlayıcı' },
    { key: 'masked_cc_no', header: 'Kart No' },
    { key: 'name', header: 'Kart Adı' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
    { key: 'payment_count', header: 'Ödeme Sayısı', kind: 'number' },
    { key: 'failed_attempts', header: 'Başarısız Deneme (Bu Ay)', kind: 'number' },
    { key: 'created_at', header: 'Oluşturulma', kind: 'datetime' },
  ],
};

/** The user's saved cards with their provider, payments and subscriptions. */
export const cardsBase = (db: Db, userId: number) =>
  db
    .selectFrom('user_cards as c')
    .leftJoin('cluster_payment_providers as p', 'p.id', 'c.cluster_payment_provider_id')
    .where('c.user_id', '=', userId)
    .select((eb) => [
      'c.id',
      'p.payment_provider_id',
      providerNameSql('p').as('payment_provider_name'),
      'c.masked_cc_no',
      'c.name',
      'c.expires_on',
      'c.is_active',
      'c.settle_day',
      'c.created_at',
      eb
        .selectFrom('card_payments')
        .whereRef('card_payments.user_card_id', '=', 'c.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('payment_count'),
      eb
        .selectFrom('user_card_subscriptions')
        .whereRef('user_card_subscriptions.user_card_id', '=', 'c.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('subscription_count'),
    ]);

const cardToApi = (row: Row) => ({
  ...row,
  masked_cc_no: maskCardNumber(String(row.masked_cc_no ?? '')),
  payment_count: Number(row.payment_count ?? 0),
  subscription_count: Number(row.subscription_count ?? 0),
  settle_day: row.settle_day === null || row.settle_day === undefined ? null : Number(row.settle_day),
  is_active: flag(row.is_active),
});

const cardsSpec: ListSpec = {
  orderBy: {
    created_at: 'c.created_at',
    name: 'c.name',
    expires_on: 'c.expires_on',
    payment_count: 'payment_count',
    subscription_count: 'subscription_count',
    settle_day: 'c.settle_day',
    is_active: 'c.is_active',
    id: 'c.id',
  },
  defaultOrder: ['created_at', 'desc'],
  filters: { is_active: { column: 'c.is_active', kind: 'flag' } },
  // Searched by `searchIn` below: card name and number, provider.
  search: [],
};

export const cardsList: ListDefinition = {
  spec: cardsSpec,
  filter: searchIn(cardsSpec, [foldedSql('c.name'), cardNumberSearchSql('c'), providerSearchSql('p')]),
  idColumn: 'c.id',
  toApi: cardToApi,
  exportTitle: 'Kayıtlı Kartlar',
  exportRow: cardToApi,
  exportColumns: [
    { key: 'payment_provider_name', header: 'Ödeme Sağlayıcı' },
    { key: 'masked_cc_no', header: 'Kart No' },
    { key: 'name', header: 'Kart Adı' },
    { key: 'expires_on', header: 'Son Kullanma' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
    { key: 'payment_count', header: 'Ödeme Sayısı', kind: 'number' },
    { key: 'subscription_count', header: 'Abonelik Sayısı', kind: 'number' },
    { key: 'settle_day', header: 'Ödeme Günü', kind: 'number' },
    { key: 'created_at', header: 'Oluşturulma', kind: 'datetime' },
  ],
};
