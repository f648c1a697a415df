import {
  adminUserCardRow,
  adminUserNotificationRow,
  adminUserResidentListMeta,
  adminUserResidentRow,
  adminUserSubscriptionRow,
  listAnswerOf,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../area';
import { cardsBase, cardsList, subscriptionsBase, subscriptionsList } from './userLists.cards';
import { notificationsBase, notificationsList } from './userLists.notifications';
import { residentsBase, residentsList } from './userLists.residents';
import { userListRoute } from './userLists.shared';

/**
 * The lists of the super administrator's user page (spec §7 `api-super-admin/notifications`, `residents`,
 * `subscriptions`, `user-cards`, each by `user_id`); the sessions are `tokens/`.
 */
export const adminUserListRoutes: FastifyPluginAsyncZod<AreaOptions> = async (app, { db, files }) => {
  const common = { db, files };
  userListRoute(app, {
    ...common,
    path: '/api-super-admin/notifications',
    definition: notificationsList,
    base: notificationsBase,
    response: listAnswerOf(adminUserNotificationRow),
  });
  userListRoute(app, {
    ...common,
    path: '/api-super-admin/residents',
    definition: residentsList(db),
    base: residentsBase,
    response: listAnswerOf(adminUserResidentRow, adminUserResidentListMeta),
  });
  userListRoute(app, {
    ...common,
    path: '/api-super-admin/subscriptions',
    definition: subscriptionsList,
    base: subscriptionsBase,
    response: listAnswerOf(adminUserSubscriptionRow),
  });
  userListRoute(app, {
    ...common,
    path: '/api-super-admin/user-cards',
    definition: cardsList,
    base: cardsBase,
    response: listAnswerOf(adminUserCardRow),
  });
};
