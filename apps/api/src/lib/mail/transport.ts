import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config.js';

/** One message as the worker hands it over: to one recipient, with its stable Message-ID. */
export interface OutgoingMessage {
  from?: string;
  to: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  messageId?: string;
  /** Extra headers (a mailing list's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Files read from disk as the message is written. */
  attachments?: { filename: string; path: string; contentType: string }[];
}

/** What the worker needs of a transport: nodemailer's, or a stand-in in tests. */
export interface MailTransport {
  sendMail(message: OutgoingMessage): Promise<unknown>;
  close?(): void;
}

/** nodemailer over the configured SMTP server, pooled, with timeouts short enough to never outlive a worker's lock. */
export function createMailTransport(smtp: SmtpConfig): MailTransport {
  return nodemailer.createTransport(
    {
      // One connection kept open for message after message (a campaign's thousands), not one per message.
      pool: true,
      maxConnections: 1,
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    },
    { from: smtp.from },
  );
}
