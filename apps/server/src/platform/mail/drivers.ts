import nodemailer from 'nodemailer';
import type { MailTransport } from './mail';

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    deliver: async (mail) => {
      await transporter.sendMail(mail);
    },
    close: async () => transporter.close(),
  };
}

/** Without SMTP, the outbox table is the mailbox: admins read it in the admin area. */
export function outboxTransport(): MailTransport {
  return { name: 'outbox', deliver: async () => {} };
}
