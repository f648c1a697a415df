import { resourceRoutes, type Screens } from '../../app/area';

// Residents' requests: one screen for the four kinds, which reads its kind from the path.
const requestsScreen = () => import('./requests/RequestsScreen');

/** The communication screens by route: loaded with the first of them, so the first download holds only the menu. */
const screens: Screens = {
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
};

export default screens;
