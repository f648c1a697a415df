import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { user: string | undefined; from: string | undefined; to: string[]; raw: string };
type Part = { headers: Record<string, string>; body: string };

// A small MIME reader of our own, so the test does not read the message with the library that wrote it.

function quotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(soft.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 words; adjacent words are joined as bytes, since one character may be split between them. */
function decodeWords(value: string): string {
  return value.replace(/(?:=\?[^?]+\?[BQ]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi)].map(([, enc, text]) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintable(text.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  });
}

function readPart(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(split + 4) };
}

/** Every leaf part of a (nested) multipart message. */
function leaves(part: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [part];
  const pieces = part.body.split(`--${boundary}`).slice(1, -1);
  return pieces.flatMap((piece) => leaves(readPart(piece.replace(/^\r\n/, ''))));
}

function decodeBody(part: Part): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return quotedPrintable(part.body);
  return Buffer.from(part.body, 'latin1');
}

/** The subject, sender, recipient, plain text and attachments of a received message, decoded. */
export function readMail(message: Received) {
  const top = readPart(message.raw);
  const parts = leaves(top);
  const text = parts.find((p) => p.headers['content-type']?.startsWith('text/plain'));
  const attachments = parts
    .filter((p) => p.headers['content-disposition']?.startsWith('attachment'))
    .map((p) => ({
      filename: /filename="?([^";]+)"?/.exec(p.headers['content-disposition'])?.[1],
      type: p.headers['content-type']?.split(';')[0],
      data: decodeBody(p),
    }));
  return {
    subject: decodeWords(top.headers.subject ?? ''),
    from: decodeWords(top.headers.from ?? ''),
    to: top.headers.to,
    text: text ? decodeBody(text).toString('utf8').replace(/\r\n/g, '\n') : '',
    attachments,
  };
}

/**
 * An SMTP server on a free local port that keeps every message it is given, signs in only `user` with
 * `password` and refuses mail to `refused` with a 550.
 */
export async function startSmtp(account: { user: string; password: string; refused: string }) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === account.user && auth.password === account.password) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address !== account.refused) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          user: session.user as string | undefined,
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  const net = await new Promise<ReturnType<SMTPServer['listen']>>((resolve) => {
    const listening = server.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = net.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
