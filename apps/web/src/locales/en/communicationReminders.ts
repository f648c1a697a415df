/** English messages of the communication area's due reminders. */
export const communicationReminders = {
  communication: {
    reminders: {
      fields: {
        cluster_name: 'Complex',
        reminder_period_id: 'When',
        channel_id: 'Channel',
        template_id: 'Template',
        is_active: 'Active',
        last_run_at: 'Last run',
        sent_count: 'Sent',
        skipped_count: 'Not sent',
      },
      // The reminder periods of types/generic, by id.
      periods: {
        1: '7 days before the last payment day',
        2: '3 days before the last payment day',
        3: 'On the last payment day',
        4: '3 days after the last payment day',
        5: '5 days after the last payment day',
        6: '15 days after the last payment day',
        7: '30 days after the last payment day',
      },
      defaultTemplate: 'Default system template',
      systemTemplate: 'System',
      activeHelp:
        'An active reminder goes by itself, once per debt, to active residents with an unpaid debt (09:00–20:00). SMS are charged.',
      templateHelp:
        'Left empty, "Last payment day reminder" is sent up to the last payment day and "Overdue debt reminder" after it.',
      turnedOn: 'Reminder turned on.',
      turnedOff: 'Reminder turned off.',
      sends: {
        title: 'Latest sends',
        empty: 'This reminder has not gone out yet.',
        created_at: 'Date',
        resident_name: 'Resident',
        house_label: 'Unit',
        debt: 'Debt',
        amount: 'Amount',
        due_on: 'Last payment day',
        status: 'Status',
        skipped: 'Not sent',
      },
    },
  },
};
