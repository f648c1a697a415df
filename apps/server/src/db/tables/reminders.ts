// Due reminders (migration 0026).

/** Filled in with the reminders' table. */
export type RemindersTable = { id: number };
