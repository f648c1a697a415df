import { type Area, menuItems, resourceRoutes } from '../../app/area';

// Residents' requests: one screen for the four kinds, which reads its kind from the path.
const requestsScreen = () => import('./requests/RequestsScreen');

/** İletişim: message templates and sends, reminders, residents' requests and visitor logs. */
export const communicationArea: Area = {
  key: 'communication',
  texts: () => import('./texts'),
  items: menuItems('/communication', [
    ['notificationTemplates', 'notification-templates'],
    ['systemNotificationTemplates', 'system-notification-templates'],
    ['sendedNotifications', 'sended-notifications'],
    ['batchNotifications', 'batch-notifications'],
    ['reminders', 'reminders'],
    ['breakdowns', 'breakdowns'],
    ['suggestions', 'suggestions'],
    ['complaints', 'complaints'],
    ['maintenances', 'maintenances'],
    ['visitorLogs', 'visitor-logs'],
    ['userNotifications', 'user-notifications'],
    ['houseUsers', 'house-users'],
    ['meetingAttendants', 'meeting-attendants'],
  ]),
  screens: {
    ...resourceRoutes('/communication/breakdowns', requestsScreen),
    ...resourceRoutes('/communication/suggestions', requestsScreen),
    ...resourceRoutes('/communication/complaints', requestsScreen),
    ...resourceRoutes('/communication/maintenances', requestsScreen),
    ...resourceRoutes('/communication/notification-templates', () => import('./templates/NotificationTemplatesScreen')),
    ...resourceRoutes(
      '/communication/system-notification-templates',
      () => import('./templates/SystemNotificationTemplatesScreen'),
    ),
    ...resourceRoutes('/communication/visitor-logs', () => import('./visitorLogs/VisitorLogsScreen')),
    ...resourceRoutes('/communication/batch-notifications', () => import('./batches/BatchNotificationsScreen')),
    ...resourceRoutes('/communication/sended-notifications', () => import('./notifications/SentNotificationsScreen')),
    ...resourceRoutes('/communication/user-notifications', () => import('./notifications/UserNotificationsScreen')),
    ...resourceRoutes('/communication/reminders', () => import('./reminders/RemindersScreen')),
    '/communication/house-users': () => import('./houseUsers/HouseUsersScreen'),
    '/communication/meeting-attendants': () => import('./meetingAttendants/MeetingAttendantsScreen'),
  },
};
