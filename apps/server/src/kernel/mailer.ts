import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type MailAttachment = { filename: string; path: string };
export type MailMessage = { to: string; subject: string; text: string; attachments?: MailAttachment[] };

/** Sends one message; rejects when the SMTP server cannot be reached or refuses it. */
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * The SMTP mailer of `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…` for TLS from the start), sending as
 * `MAIL_FROM`; null when no SMTP server is configured.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer | null {
  if (!config.smtpUrl) return null;
  // A user waits for the answer: fail within seconds rather than nodemailer's minutes. Options in the
  // URL's query string (`?connectionTimeout=…`) still win.
  const transport = nodemailer.createTransport(
    { url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from: config.mailFrom },
  );
  return {
    send: async (message) => {
      await transport.sendMail(message);
    },
  };
}
