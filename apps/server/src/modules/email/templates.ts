/**
 * The default wording of every e-mail Serenade sends. Each becomes a row of `email_templates` with a stable key
 * (seeded once, see template-store.ts); admins edit the row, and the code below is only the starting point and
 * what "Reset to default" restores. Senders render by key, so an edit changes the real e-mail.
 *
 * Always available: {{siteName}}, {{siteUrl}}, {{supportEmail}}, {{currentDate}}, {{dashboardUrl}}.
 */
export type SystemTemplate = {
  key: string;
  name: string;
  /** When Serenade sends it, shown to admins. */
  description: string;
  subject: string;
  body: string;
  /** The placeholder carrying a live secret link (secret-links.ts): admins only edit it, and it must stay. */
  secret?: string;
};

const button = (label: string, urlKey: string) => `<p><a class="button" href="{{${urlKey}}}">${label}</a></p>`;

export const SYSTEM_TEMPLATES = [
  {
    key: 'welcome',
    name: 'Welcome',
    description: 'Sent after someone signs up, when "Welcome e-mail" is on in the e-mail settings.',
    subject: 'Welcome to {{siteName}}!',
    body: [
      '<p>Hi {{userName}},</p>',
      '<p>Welcome to {{siteName}}. Tell us about a moment worth singing about and we will turn it into a song.</p>',
      button('Create your first song', 'createSongUrl'),
    ].join('\n'),
  },
  {
    key: 'verify_email',
    name: 'Verify e-mail address',
    description: 'Sent after sign-up when e-mail verification is required, and when a member asks for a new link.',
    secret: 'verificationLink',
    subject: 'Confirm your e-mail for {{siteName}}',
    body: [
      '<p>Hi {{userName}},</p>',
      '<p>Please confirm your e-mail address so we can reach you about your songs.</p>',
      '<p>The link is valid for 48 hours.</p>',
      button('Confirm e-mail', 'verificationLink'),
    ].join('\n'),
  },
  {
    key: 'password_reset',
    name: 'Password reset',
    description: 'Sent when someone asks to reset their password, or an admin sends a reset from Users.',
    secret: 'resetPasswordLink',
    subject: 'Reset your {{siteName}} password',
    body: [
      '<p>Hi {{userName}},</p>',
      '<p>Someone asked to reset the password of your account. If that was you, choose a new password below. The link works once and is valid for 1 hour.</p>',
      '<p>If you did not ask for this, you can ignore this e-mail: your password stays as it is.</p>',
      button('Choose a new password', 'resetPasswordLink'),
    ].join('\n'),
  },
  {
    key: 'email_change_confirm',
    name: 'Confirm a new e-mail address',
    description:
      'Sent to the new address when a member changes their e-mail in the profile; the change takes effect when they follow the link.',
    secret: 'confirmEmailChangeLink',
    subject: 'Confirm your new e-mail address for {{siteName}}',
    body: [
      '<p>Hi {{userName}},</p>',
      '<p>You asked to change the e-mail address of your {{siteName}} account from {{oldEmail}} to {{newEmail}}. Until you confirm, your account keeps using {{oldEmail}}.</p>',
      '<p>The link is valid for 24 hours.</p>',
      button('Confirm new address', 'confirmEmailChangeLink'),
    ].join('\n'),
  },
  {
    key: 'email_change_notice',
    name: 'E-mail address change notice',
    description:
      'Sent to the old address when a member asks to change their e-mail, with a link that undoes the change.',
    secret: 'undoEmailChangeLink',
    subject: 'Your {{siteName}} e-mail address is being changed',
    body: [
      '<p>Hi {{userName}},</p>',
      '<p>Someone signed in to your account asked to change its e-mail address to {{newEmail}}. If that was you, there is nothing to do.</p>',
      '<p>If it was not you, undo the change: your address goes back to {{oldEmail}}, every session is signed out, and you choose a new password. The link is valid for 7 days.</p>',
      button('Undo this change', 'undoEmailChangeLink'),
    ].join('\n'),
  },
  {
    key: 'request_received',
    name: 'Song request received',
    description: 'Sent to the requester when a song request is submitted.',
    subject: 'We received your song request{{#songTitle}}: {{songTitle}}{{/songTitle}}',
    body: [
      '<p>Hi {{userName}},</p>',
      '<p>Thank you! We have your request for {{#songTitle}}“{{songTitle}}”{{/songTitle}}{{^songTitle}}your song{{/songTitle}} ({{tierName}}, {{tierPromise}}).</p>',
      '<p>{{nextStep}}</p>',
      '<p>You can follow its progress at any time with the link below.</p>',
      button('Follow your request', 'requestUrl'),
    ].join('\n'),
  },
  {
    key: 'lyrics_ready',
    name: 'Your lyrics are ready',
    description:
      'Sent when the draft lyrics of a request are written and wait for the buyer to read, edit and approve them (lyric approval on in the production settings).',
    subject: 'Your lyrics are ready to read{{#songTitle}}: {{songTitle}}{{/songTitle}}',
    body: [
      '<p>Hi {{userName}},</p>',
      '<p>The words of {{#songTitle}}“{{songTitle}}”{{/songTitle}}{{^songTitle}}your song{{/songTitle}} are written. Read them before anything is sung: change any line, tell us how a name is said (“Siobhan = shi-VAWN”), or ask for a fresh draft ({{redraftsLeft}} left).</p>',
      '<p>When they are right, press Approve and we start making your song: {{tierName}} delivery, within {{deliveryHours}} hours of your approval.</p>',
      '<p>If we have not heard from you by {{deadline}} ({{waitTime}} from now), we will use this draft as it is.</p>',
      button('Read your lyrics', 'requestUrl'),
    ].join('\n'),
  },
  {
    key: 'payment_receipt',
    name: 'Payment receipt',
    description: 'Sent when a payment succeeds: single songs, bundles and subscriptions.',
    subject: 'Your {{siteName}} receipt',
    body: [
      '<p>Hi {{userName}},</p>',
      '<p>We received your payment of {{amount}} for {{itemDescription}}{{#cardLastFour}} (card ending {{cardLastFour}}){{/cardLastFour}}.</p>',
      '<p>Receipt number: {{receiptNumber}} · {{currentDate}}</p>',
    ].join('\n'),
  },
  {
    key: 'song_ready',
    name: 'Song ready',
    description: 'Sent to the requester when their song is finished (generated or uploaded by an admin).',
    subject: 'Your song is ready{{#songTitle}}: {{songTitle}}{{/songTitle}} 🎵',
    body: [
      '<p>Hi {{userName}},</p>',
      '<p>{{#songTitle}}“{{songTitle}}”{{/songTitle}}{{^songTitle}}Your song{{/songTitle}} is ready to play, with its lyrics and cover.</p>',
      button('Listen to your song', 'songUrl'),
    ].join('\n'),
  },
  {
    key: 'song_gift',
    name: 'Song gift to friends and family',
    description: 'Sent to each e-mail the requester listed when the song is finished ("Someone" when anonymous).',
    subject: '{{senderName}} made a song for you',
    body: [
      '<p>{{senderName}} had a song made for you{{#songTitle}}: “{{songTitle}}”{{/songTitle}}.</p>',
      '<p>Press play — it was written with you in mind.</p>',
      button('Listen now', 'songUrl'),
    ].join('\n'),
  },
  {
    key: 'request_failed',
    name: 'Song request failed',
    description: 'Sent to the requester when their song could not be made.',
    subject: 'We could not finish your song',
    body: [
      '<p>Hi {{userName}},</p>',
      '<p>Something went wrong while making {{#songTitle}}“{{songTitle}}”{{/songTitle}}{{^songTitle}}your song{{/songTitle}}: {{errorMessage}}.</p>',
      // (the reason already says what happens next; this line only offers a reply)
      '<p>If you have a question, reply to this e-mail.</p>',
      button('See the request', 'requestUrl'),
    ].join('\n'),
  },
  {
    key: 'song_shared',
    name: 'Song shared',
    description: 'Sent to each address a member shares a song with.',
    subject: '{{senderName}} shared a song with you: {{songTitle}}',
    body: [
      '<p>{{senderName}} thinks you will enjoy “{{songTitle}}” by {{songArtist}}.</p>',
      '{{#message}}<p>“{{message}}”</p>{{/message}}',
      button('Listen now', 'songUrl'),
    ].join('\n'),
  },
  {
    key: 'playlist_shared',
    name: 'Playlist shared',
    description: 'Sent to each address a member shares a playlist with.',
    subject: '{{senderName}} shared a playlist with you: {{playlistName}}',
    body: [
      '<p>{{senderName}} shared the playlist “{{playlistName}}” with you.</p>',
      '{{#message}}<p>“{{message}}”</p>{{/message}}',
      button('Open the playlist', 'playlistUrl'),
    ].join('\n'),
  },
  {
    key: 'refund',
    name: 'Refund issued',
    description: 'Sent to the payer when an admin refunds a payment.',
    subject: 'Your {{siteName}} refund',
    body: [
      '<p>{{#userName}}Hi {{userName}},{{/userName}}{{^userName}}Hello,{{/userName}}</p>',
      '<p>We have refunded {{amount}} for {{itemDescription}}{{#cardLastFour}} to your card ending {{cardLastFour}}{{/cardLastFour}}.</p>',
      '<p>Depending on your bank, it can take 5–10 business days to show on your statement.</p>',
      '{{#creditsNote}}<p>{{creditsNote}}</p>{{/creditsNote}}',
      '<p>Receipt number: {{receiptNumber}} · refunded {{currentDate}}</p>',
      '<p>Questions? Write to us at {{supportEmail}}.</p>',
      '{{#billingUrl}}<p><a class="button" href="{{billingUrl}}">See your billing history</a></p>{{/billingUrl}}',
    ].join('\n'),
  },
  {
    key: 'subscription_canceled',
    name: 'Subscription canceled',
    description: 'Sent to the member when an admin cancels their subscription.',
    subject: 'Your {{siteName}} subscription has been canceled',
    body: [
      '<p>Hi {{userName}},</p>',
      '<p>Your subscription “{{planName}}” was canceled on {{currentDate}}. It will not renew and you will not be charged again.</p>',
      '<p>Song credits already on your account stay yours to use.</p>',
      button('See your billing history', 'billingUrl'),
    ].join('\n'),
  },
  {
    key: 'feedback_response',
    name: 'Response to feedback',
    description: 'Sent to the sender when staff answer their feedback or support request in the admin area.',
    subject: 'Re: {{feedbackSubject}}',
    body: [
      '<p>{{#userName}}Hi {{userName}},{{/userName}}{{^userName}}Hi,{{/userName}}</p>',
      '<p>Thank you for writing to {{siteName}} about “{{feedbackSubject}}”. Here is our response:</p>',
      '<p>{{response}}</p>',
      '<p class="muted">Status: {{feedbackStatus}}</p>',
    ].join('\n'),
  },
  {
    key: 'newsletter_confirm',
    name: 'Newsletter confirmation',
    description: 'Sent when someone subscribes to the newsletter (double opt-in).',
    subject: 'Confirm your {{siteName}} newsletter subscription',
    body: [
      '<p>Someone (hopefully you) asked to receive the {{siteName}} newsletter: new songs, features and stories, about once a month.</p>',
      '<p>Please confirm with the button below. If it was not you, ignore this e-mail and nothing will be sent.</p>',
      button('Confirm subscription', 'confirmUrl'),
      '<p class="muted">Changed your mind? <a href="{{unsubscribeUrl}}">Unsubscribe</a></p>',
    ].join('\n'),
  },
  {
    key: 'support_ticket',
    name: 'Support request (to the support team)',
    description: 'Sent to the support address when someone uses Contact Support. Replies go to the sender.',
    subject: '[Support][{{priority}}] {{ticketSubject}}',
    body: [
      '<p>New support request {{ticketRef}} (priority: {{priority}})</p>',
      '<p>From: {{senderName}} &lt;{{senderEmail}}&gt;</p>',
      '<p>Subject: {{ticketSubject}}</p>',
      '<p>{{message}}</p>',
    ].join('\n'),
  },
  {
    key: 'support_ack',
    name: 'Support request acknowledgement',
    description:
      'Sent to the address given in Contact Support. It carries nothing the sender typed (anyone can enter any address), only the reference; at most a few a day per address.',
    subject: 'We received your message ({{ticketRef}})',
    body: [
      '<p>Hello,</p>',
      '<p>Thanks for contacting {{siteName}} support. Your request (reference {{ticketRef}}) is with our team and we will reply within 24 hours.</p>',
      '<p>If you did not write to us, you can ignore this e-mail.</p>',
      '<p>Phone support: Mon-Fri 9AM-5PM EST.</p>',
    ].join('\n'),
  },
  {
    key: 'request_confirm_email',
    name: 'Confirm e-mail for a free song',
    description:
      'Sent when a visitor orders a free song: production starts once the link is followed. Fixed text only (the address is not confirmed yet); at most a few a day per address.',
    subject: 'Confirm your e-mail to start your free {{siteName}} song',
    body: [
      '<p>Hello,</p>',
      '<p>Someone (hopefully you) asked {{siteName}} for a free song and gave this e-mail address. We start making it as soon as you confirm the address with the button below. The link is valid for 48 hours.</p>',
      '<p>If it was not you, ignore this e-mail: nothing will be made and we will not write again about it.</p>',
      button('Confirm and start my song', 'confirmUrl'),
    ].join('\n'),
  },
  {
    key: 'staff_new_user',
    name: 'New sign-up (to staff)',
    description: 'Sent to the support address when someone signs up, when "Notify on new user" is on.',
    subject: 'New sign-up: {{userName}}',
    body: [
      '<p>{{userName}} ({{userEmail}}) just created an account on {{siteName}}.</p>',
      button('Open in the admin area', 'adminUrl'),
    ].join('\n'),
  },
  {
    key: 'staff_new_song',
    name: 'New song (to staff)',
    description:
      'Sent to the support address when a member uploads a song or a song request is finished, when "Notify on new song" is on.',
    subject: 'New song: {{songTitle}}',
    body: [
      '<p>A new song was just {{songOrigin}} on {{siteName}}: “{{songTitle}}” by {{songArtist}} ({{songVisibility}}).</p>',
      button('Open in the song library', 'adminUrl'),
    ].join('\n'),
  },
] as const satisfies readonly SystemTemplate[];

export type SystemTemplateKey = (typeof SYSTEM_TEMPLATES)[number]['key'];

const BY_KEY = new Map<string, SystemTemplate>(SYSTEM_TEMPLATES.map((t) => [t.key, t]));
export const systemTemplate = (key: string): SystemTemplate | undefined => BY_KEY.get(key);
