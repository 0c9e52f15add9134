import { formatMoney, TIER_INFO } from '@serenade/contract';
import { renderEmail } from '../email/render';
import type { RequestRow } from './orders.repo';

const what = (r: RequestRow) => (r.title ? `“${r.title}”` : 'your song');

export const requestReceivedMail = (o: { siteName: string; request: RequestRow; statusUrl: string }) =>
  renderEmail({
    siteName: o.siteName,
    subject: `We received your song request${o.request.title ? `: ${o.request.title}` : ''}`,
    paragraphs: [
      `Hi ${o.request.name},`,
      `Thank you! We have your request for ${what(o.request)} (${TIER_INFO[o.request.priority].name}, ${TIER_INFO[o.request.priority].promise.toLowerCase()}).`,
      o.request.status === 'pending'
        ? 'It starts as soon as the payment is complete.'
        : 'It is in the queue now. We will e-mail you the moment your song is ready.',
      'You can follow its progress at any time with the link below.',
    ],
    action: { label: 'Follow your request', url: o.statusUrl },
  });

export const paymentReceiptMail = (o: {
  siteName: string;
  request: RequestRow;
  amount: number;
  currency: string;
  description: string;
  lastFour: string | null;
  paymentId: string;
}) =>
  renderEmail({
    siteName: o.siteName,
    subject: `Your ${o.siteName} receipt`,
    paragraphs: [
      `Hi ${o.request.name},`,
      `We received your payment of ${formatMoney(o.amount, o.currency)} for ${o.description}${o.lastFour ? ` (card ending ${o.lastFour})` : ''}.`,
      `Receipt number: ${o.paymentId.slice(0, 8).toUpperCase()} · ${new Date().toISOString().slice(0, 10)}`,
    ],
  });

export const songReadyMail = (o: { siteName: string; request: RequestRow; songUrl: string }) =>
  renderEmail({
    siteName: o.siteName,
    subject: `Your song is ready${o.request.title ? `: ${o.request.title}` : ''} 🎵`,
    paragraphs: [
      `Hi ${o.request.name},`,
      `${what(o.request)[0]!.toUpperCase()}${what(o.request).slice(1)} is ready to play, with its lyrics and cover.`,
    ],
    action: { label: 'Listen to your song', url: o.songUrl },
  });

export const songGiftMail = (o: { siteName: string; from: string; title: string | null; songUrl: string }) =>
  renderEmail({
    siteName: o.siteName,
    subject: `${o.from} made a song for you`,
    paragraphs: [
      `${o.from} had a song made for you${o.title ? `: “${o.title}”` : ''}.`,
      'Press play — it was written with you in mind.',
    ],
    action: { label: 'Listen now', url: o.songUrl },
  });

export const requestFailedMail = (o: { siteName: string; request: RequestRow; statusUrl: string }) =>
  renderEmail({
    siteName: o.siteName,
    subject: 'We could not finish your song',
    paragraphs: [
      `Hi ${o.request.name},`,
      `Something went wrong while making ${what(o.request)}: ${o.request.errorMessage ?? 'Failed to generate song'}.`,
      'Our team has been told. Reply to this e-mail and we will put it right.',
    ],
    action: { label: 'See the request', url: o.statusUrl },
  });
