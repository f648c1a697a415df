// Payloads and answers of the reminders API.
export {};
