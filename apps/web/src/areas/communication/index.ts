import { type Area, menuItems } from '../../app/area';

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
  screens: () => import('./screens'),
};
