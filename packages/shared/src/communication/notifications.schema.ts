// Payloads and answers of the notifications API.
export {};
