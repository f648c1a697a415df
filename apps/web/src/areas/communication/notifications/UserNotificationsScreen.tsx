import { NotificationList } from './NotificationList';

/** /communication/user-notifications: the in-app messages residents read in the app, read or not. */
export default function UserNotificationsScreen() {
  return <NotificationList kind="user" />;
}
