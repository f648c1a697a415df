import { onClusterCreated } from '../../kernel/clusterCreated';
import { type Area, registerResources } from '../area';
import { meetingAttendantRoutes } from './meetingAttendants/meetingAttendants.routes';
import { notificationBatchRoutes } from './notifications/notificationBatches.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { smsCreditRoutes } from './notifications/smsCredit.routes';
import { notificationTemplateRoutes } from './notificationTemplates/notificationTemplates.routes';
import { createClusterReminders } from './reminders/reminders.repository';
import { reminderRoutes } from './reminders/reminders.routes';
import { registerRequests } from './requests/requests.routes';
import { registerVisitorLogs } from './visitorLogs/visitorLogs.routes';

export { startSender } from './notifications/senderStart';
export { startReminders } from './reminders/reminders.job';
export { createClusterReminders } from './reminders/reminders.repository';

// Every new complex gets its due reminders (switched off), in the transaction that makes it.
onClusterCreated(createClusterReminders);

/**
 * İletişim: message templates and sends, reminders, residents' requests and visitor logs. Writes need
 * `handle-request` unless a route names its own (templates and sends: `send-notification`).
 */
export const communicationArea: Area = {
  name: 'communication',
  permission: 'handle-request',
  secured: async (app, options) => {
    await registerResources(app, [], options);
    await app.register(notificationTemplateRoutes, { db: options.db, files: options.files });
    await registerRequests(app, options);
    await registerVisitorLogs(app, options);
    await app.register(meetingAttendantRoutes, { db: options.db, files: options.files });
    await app.register(notificationBatchRoutes, { db: options.db, files: options.files });
    await app.register(notificationRoutes, { db: options.db, files: options.files });
    await app.register(reminderRoutes, { db: options.db, files: options.files });
    await app.register(smsCreditRoutes, { db: options.db, config: options.config });
  },
};
