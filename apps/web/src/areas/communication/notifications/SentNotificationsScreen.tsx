import { NotificationList } from './NotificationList';

/** /communication/sended-notifications: the SMS and e-mail that went, or are going, out to residents. */
export default function SentNotificationsScreen() {
  return <NotificationList kind="sent" />;
}
