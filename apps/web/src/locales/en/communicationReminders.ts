/** English messages of the communication area's due reminders. */
export const communicationReminders = {
  communication: {
    reminders: {},
  },
};
