/** Turkish messages of the communication area's sent and user notifications. */
export const communicationNotifications = {
  communication: {
    notifications: {},
  },
};
