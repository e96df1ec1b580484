import type { Readable } from 'node:stream';
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { encodeWords, foldLines, isPlainText } from 'nodemailer/lib/mime-funcs';
import type { OutgoingMessage } from './transport.js';

/**
 * A message as it goes on the wire. One with files is nodemailer's MailComposer's stream (files read as it is
 * written). One without — every campaign's, every notification's — is written here as one string: a campaign sends
 * thousands, and MailComposer's streams cost 0.8 ms of CPU a message on this machine against ~0.02 ms for this
 * (scripts/bench: the campaign). Both parts are base64, whose alphabet has no '_', so the fixed boundary below
 * can never occur in a body.
 */
export function composeMessage(message: OutgoingMessage & { from: string }): string | Readable {
  if (message.attachments?.length) {
    return new MailComposer({ ...message, attachments: message.attachments }).compile().createReadStream();
  }
  const head = [
    header('From', mailbox(message.from)),
    header('To', message.to.map(mailbox).join(', ')),
    ...(message.replyTo ? [header('Reply-To', mailbox(message.replyTo))] : []),
    header('Subject', isPlainText(message.subject) ? message.subject : encodeWords(message.subject, 'Q', 52)),
    ...(message.messageId ? [header('Message-ID', message.messageId)] : []),
    header('Date', new Date().toUTCString().replace(/GMT/, '+0000')),
    'MIME-Version: 1.0',
    ...Object.entries(message.headers ?? {}).map(([name, value]) => header(name, value)),
    `Content-Type: multipart/alternative; boundary="${BOUNDARY}"`,
  ];
  return `${head.join('\r\n')}\r\n\r\n${part('text/plain', message.text)}${part('text/html', message.html)}--${BOUNDARY}--\r\n`;
}

const BOUNDARY = '=_harmony_alternative_=';

const header = (name: string, value: string) => foldLines(`${name}: ${value.replace(/[\r\n]+/g, ' ')}`, 76);

const part = (type: string, body: string) => `--${BOUNDARY}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${
  Buffer.from(body, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n').replace(/\r\n$/, '')}\r\n`;

/** `Name <address>` with the name quoted or encoded (RFC 2047) as it needs; a bare address as it is. */
function mailbox(value: string): string {
  const [first] = addressparser(value, { flatten: true });
  if (!first?.address) return value;
  if (!first.name) return first.address;
  const name = isPlainText(first.name) ? `"${first.name.replace(/["\\]/g, '\\$&')}"` : encodeWords(first.name, 'Q', 52);
  return `${name} <${first.address}>`;
}

/** The envelope's sender: the address of `from`. */
export const envelopeAddress = (value: string) => addressparser(value, { flatten: true })[0]?.address ?? value;
