import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../../kernel/mailer';

type Recipient = { name: string; email: string; company_name: string };

/**
 * E-mails the worker their temporary password when the app has a mailer. Answers whether it went: a refusal is
 * logged (without the password) and the caller passes the password on by hand.
 */
export async function mailTemporaryPassword(
  mailer: Mailer | null,
  log: FastifyBaseLogger,
  to: Recipient,
  password: string,
  reset: boolean,
): Promise<boolean> {
  if (!mailer) return false;
  const opening = reset
    ? 'Site Yönetimi hesabınızın şifresi sıfırlandı.'
    : `${to.company_name} sizi Site Yönetimi'ne çalışan olarak ekledi.`;
  try {
    await mailer.send({
      to: to.email,
      subject: reset ? 'Site Yönetimi: şifreniz sıfırlandı' : 'Site Yönetimi: hesabınız açıldı',
      text: [
        `Merhaba ${to.name},`,
        '',
        opening,
        '',
        `E-posta: ${to.email}`,
        `Geçici şifre: ${password}`,
        '',
        'İlk girişinizde kendi şifrenizi belirlemeniz istenecek.',
      ].join('\n'),
    });
    return true;
  } catch (error) {
    log.error({ err: error }, 'temporary password e-mail was not sent');
    return false;
  }
}
