import { renderEmail, type Rendered } from './render';

type Base = { siteName: string; name: string };

export const verifyEmailMail = (o: Base & { url: string }): Rendered =>
  renderEmail({
    siteName: o.siteName,
    subject: `Confirm your e-mail for ${o.siteName}`,
    paragraphs: [
      `Hi ${o.name},`,
      'Please confirm your e-mail address so we can reach you about your songs.',
      'The link is valid for 48 hours.',
    ],
    action: { label: 'Confirm e-mail', url: o.url },
  });

export const resetPasswordMail = (o: Base & { url: string }): Rendered =>
  renderEmail({
    siteName: o.siteName,
    subject: `Reset your ${o.siteName} password`,
    paragraphs: [
      `Hi ${o.name},`,
      'Someone asked to reset the password of your account. If that was you, choose a new password below. The link works once and is valid for 1 hour.',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: o.url },
  });

export const welcomeMail = (o: Base & { url: string }): Rendered =>
  renderEmail({
    siteName: o.siteName,
    subject: `Welcome to ${o.siteName}!`,
    paragraphs: [
      `Hi ${o.name},`,
      `Welcome to ${o.siteName}. Tell us about a moment worth singing about and we will turn it into a song.`,
    ],
    action: { label: 'Create your first song', url: o.url },
  });

export const supportTicketMail = (o: {
  siteName: string;
  ticketId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  priority: string;
}): Rendered =>
  renderEmail({
    siteName: o.siteName,
    subject: `[Support][${o.priority}] ${o.subject}`,
    paragraphs: [
      `New support request ${o.ticketId.slice(0, 8)} (priority: ${o.priority})`,
      `From: ${o.name} <${o.email}>`,
      `Subject: ${o.subject}`,
      o.message,
    ],
  });

export const supportAckMail = (o: Base & { subject: string; ticketId: string }): Rendered =>
  renderEmail({
    siteName: o.siteName,
    subject: `We received your message: ${o.subject}`,
    paragraphs: [
      `Hi ${o.name},`,
      `Thanks for contacting ${o.siteName} support. Your request (reference ${o.ticketId.slice(0, 8)}) is with our team and we will reply within 24 hours.`,
      'Phone support: Mon-Fri 9AM-5PM EST.',
    ],
  });
