import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

export interface DeliveredMail {
  envelope: { from: string; to: string[] };
  /** Lower-cased names, unfolded (a list's mail: list-unsubscribe, list-unsubscribe-post). */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

/**
 * Waits until the real SMTP peer has received a mail to `to` (the server's mail worker delivers it); with `match`,
 * the first such mail it accepts (one address gets several: a newsletter's confirmation, then its campaign).
 */
export async function waitForMail(to: string, timeoutMs = 30_000, match: (mail: DeliveredMail) => boolean = () => true): Promise<DeliveredMail> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of fs.readdirSync(dir).sort()) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as DeliveredMail;
      if (mail.envelope.to.includes(to) && match(mail)) return mail;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms.`);
}
