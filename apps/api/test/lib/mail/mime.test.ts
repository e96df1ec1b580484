import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { composeMessage, envelopeAddress } from '../../../src/lib/mail/mime.js';

/** The message as written on the wire (lib/mail/mime.ts): what a mail client needs to show it as it was meant. */
const headerOf = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'm').exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ');
const decodeWords = (value: string) => value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) =>
  Buffer.from(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'));

/** Head and body: split at the first empty line. */
const cut = (text: string) => [text.slice(0, text.indexOf('\r\n\r\n')), text.slice(text.indexOf('\r\n\r\n') + 4)] as const;

describe('composeMessage', () => {
  const message = {
    from: 'Agencja Żółw <biuro@zolw.pl>', to: ['anna@firma.pl'], replyTo: '"Nowak, Jan" <jan@firma.pl>',
    subject: 'Zaproszenie na spotkanie: prosimy potwierdzić obecność do piątku, w przeciwnym razie przepadnie',
    html: `<p>${'Treść z polskimi znakami: zażółć gęślą jaźń. '.repeat(20)}</p>`, text: 'Treść: zażółć gęślą jaźń',
    messageId: '<mail-1-2@zolw.pl>', headers: { 'List-Unsubscribe': '<https://zolw.pl/u?t=abc>' },
  };

  it('writes headers a client decodes as given, every line within 78 characters, both parts in base64', () => {
    const raw = composeMessage(message) as string;
    expect(typeof raw).toBe('string');
    const [head, body] = cut(raw);
    expect(head.split('\r\n').every((line) => line.length <= 78)).toBe(true);
    expect(raw.split('\r\n').every((line) => line.length <= 78)).toBe(true);
    expect(decodeWords(headerOf(raw, 'Subject')!)).toBe(message.subject);
    expect(decodeWords(headerOf(raw, 'From')!)).toBe('Agencja Żółw <biuro@zolw.pl>');
    expect(headerOf(raw, 'Reply-To')).toBe('"Nowak, Jan" <jan@firma.pl>');
    expect(headerOf(raw, 'To')).toBe('anna@firma.pl');
    expect(headerOf(raw, 'Message-ID')).toBe('<mail-1-2@zolw.pl>');
    expect(headerOf(raw, 'List-Unsubscribe')).toBe('<https://zolw.pl/u?t=abc>');
    expect(headerOf(raw, 'MIME-Version')).toBe('1.0');
    const boundary = /boundary="([^"]+)"/.exec(headerOf(raw, 'Content-Type')!)![1]!;
    const parts = body.split(`--${boundary}`);
    expect(parts.at(-1)).toBe('--\r\n');
    const decoded = parts.slice(1, -1).map((p) => {
      const [partHead, content] = cut(p.replace(/^\r\n/, ''));
      return { type: /Content-Type: ([^;]+)/.exec(partHead)![1], text: Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8') };
    });
    expect(decoded).toEqual([{ type: 'text/plain', text: message.text }, { type: 'text/html', text: message.html }]);
  });

  it('leaves a message with files to nodemailer’s composer, as a stream; the envelope takes the bare address', async () => {
    const withFile = composeMessage({ ...message, attachments: [{ filename: 'oferta.txt', path: import.meta.filename, contentType: 'text/plain' }] });
    expect(withFile).toBeInstanceOf(Readable);
    const chunks: Buffer[] = [];
    for await (const chunk of withFile as Readable) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toMatch(/Content-Disposition: attachment; filename=oferta\.txt/);
    expect(envelopeAddress(message.from)).toBe('biuro@zolw.pl');
  });
});
