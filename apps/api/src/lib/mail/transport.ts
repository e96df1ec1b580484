import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config.js';

/** What the worker needs of a transport: nodemailer's, or a stand-in in tests. */
export interface MailTransport {
  sendMail(message: { from?: string; to: string[]; replyTo?: string; subject: string; html: string; text: string }): Promise<unknown>;
  close?(): void;
}

/** nodemailer over the configured SMTP server, with timeouts short enough to never outlive a worker's lock. */
export function createMailTransport(smtp: SmtpConfig): MailTransport {
  return nodemailer.createTransport(
    {
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
