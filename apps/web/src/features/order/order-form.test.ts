import { describe, expect, it } from 'vitest';
import {
  acceptSamples,
  defaultOrderValues,
  fieldFromServer,
  progressPercent,
  toRequestBody,
  validateStep,
  type OrderFormValues,
} from './order-form';

const filled: OrderFormValues = {
  ...defaultOrderValues(),
  userName: 'Vera',
  email: 'vera@example.com',
  songTitle: 'Happy 30th',
  songDescription: 'For Maya',
};
const visitor = { isMember: false, paidTier: true };
const member = { isMember: true, paidTier: true };

describe('progressPercent', () => {
  it('fills 16.67% per step and never more than 100%', () => {
    expect(progressPercent(1)).toBe(16.67);
    expect(progressPercent(3)).toBe(50.01);
    expect(progressPercent(5)).toBe(83.35);
    expect(progressPercent(6)).toBe(100);
  });
});

describe('validateStep', () => {
  it('step 1 needs a name and a valid e-mail; the phone is optional', () => {
    expect(validateStep(1, defaultOrderValues(), visitor)).toEqual({
      userName: 'Please enter your name',
      email: 'Please enter a valid email address',
    });
    expect(validateStep(1, { ...filled, email: 'vera@example' }, visitor)).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateStep(1, { ...filled, userName: '   ' }, visitor)).toEqual({ userName: 'Please enter your name' });
    expect(validateStep(1, filled, visitor)).toEqual({});
  });

  it('step 2 needs a title and a description, and checks only its own fields', () => {
    const errors = validateStep(2, { ...defaultOrderValues(), userName: '' }, visitor);
    expect(errors).toEqual({ songTitle: 'Please enter a song title', songDescription: 'Please describe your song' });
    expect(validateStep(2, filled, visitor)).toEqual({});
  });

  it('step 3 keeps bundles for members of paid tiers, and the subscription for the ten bundle', () => {
    expect(validateStep(3, { ...filled, priority: '6hr', bundle: 'five' }, visitor)).toEqual({
      bundle: 'Log in to buy bundles',
    });
    expect(validateStep(3, { ...filled, priority: '6hr', bundle: 'five' }, member)).toEqual({});
    expect(validateStep(3, { ...filled, bundle: 'five' }, { isMember: true, paidTier: false })).toEqual({
      bundle: 'Bundles are offered only for paid tiers',
    });
    expect(validateStep(3, { ...filled, priority: '6hr', bundle: 'five', isSubscription: true }, member)).toEqual({
      isSubscription: 'The monthly subscription comes with the 10-song bundle',
    });
    expect(validateStep(3, { ...filled, priority: '6hr', bundle: 'ten', isSubscription: true }, member)).toEqual({});
  });

  it('step 4 checks the destination e-mails', () => {
    expect(validateStep(4, { ...filled, destinationEmails: ['ok@example.com', 'nope'] }, visitor)).toEqual({
      destinationEmails: 'Please enter a valid email address',
    });
    expect(validateStep(4, { ...filled, destinationEmails: ['ok@example.com'] }, visitor)).toEqual({});
  });
});

describe('toRequestBody', () => {
  it('sends the modal payload without any price; members are known by their account e-mail', () => {
    const values: OrderFormValues = {
      ...filled,
      songTypes: ['pop'],
      priority: '6hr',
      bundle: 'five',
      isPublic: true,
      destinationEmails: ['sam@example.com'],
    };
    const body = toRequestBody(values, false);
    expect(body).toEqual({
      title: 'Happy 30th',
      description: 'For Maya',
      song_types: ['pop'],
      priority_level: '6hr',
      is_public: true,
      publish_on_site: false,
      send_anonymously: false,
      notify_emails: ['sam@example.com'],
      bundle: 'five',
      is_subscription: false,
      name: 'Vera',
      email: 'vera@example.com',
      voice: 'auto',
    });
    expect(toRequestBody(values, true)).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('price');
    expect(body).not.toHaveProperty('amount');
  });
});

describe('who the song is for', () => {
  it('is optional; filled in, it is checked on the Song Details step and sent trimmed with the voice', () => {
    expect(validateStep(2, filled, visitor)).toEqual({});
    const bad: OrderFormValues = {
      ...filled,
      recipient: '<b>Maya</b>',
      relationship: 'r'.repeat(61),
      signedFrom: 'Ida\u0007',
    };
    const errors = validateStep(2, bad, visitor);
    expect(errors.recipient).toMatch(/markup/);
    expect(errors.relationship).toBe('Relationship must be at most 60 characters');
    expect(errors.signedFrom).toMatch(/control characters/);
    const body = toRequestBody(
      {
        ...filled,
        recipient: ' Anna and Tomasz ',
        relationship: 'our parents',
        signedFrom: 'your kids',
        voice: 'male',
      },
      true,
    );
    expect(body).toMatchObject({
      recipient: 'Anna and Tomasz',
      relationship: 'our parents',
      from: 'your kids',
      voice: 'male',
    });
    expect(toRequestBody(filled, true)).not.toHaveProperty('recipient');
  });
});

describe('fieldFromServer', () => {
  it('maps the field a server error names to the step and field of the modal', () => {
    expect(fieldFromServer('recipient.1')).toEqual({ step: 2, field: 'recipient' });
    expect(fieldFromServer('from')).toEqual({ step: 2, field: 'signedFrom' });
    expect(fieldFromServer('notify_emails.1')).toEqual({ step: 4, field: 'destinationEmails' });
    expect(fieldFromServer('bundle')).toEqual({ step: 3, field: 'bundle' });
    expect(fieldFromServer('email')).toEqual({ step: 1, field: 'email' });
    expect(fieldFromServer('samples')).toEqual({ step: 2, field: 'sampleFiles' });
    expect(fieldFromServer('something_else')).toBeNull();
    expect(fieldFromServer(undefined)).toBeNull();
  });
});

describe('acceptSamples', () => {
  const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

  it('takes audio and images, refuses other types, large files and more than five', () => {
    const ok = acceptSamples([], [file('a.mp3', 'audio/mpeg'), file('b.png', 'image/png')]);
    expect(ok.files.map((f) => f.name)).toEqual(['a.mp3', 'b.png']);
    expect(ok.error).toBeUndefined();

    expect(acceptSamples([], [file('c.pdf', 'application/pdf')]).error).toBe('Sample files must be audio or images');
    expect(acceptSamples([], [file('big.wav', 'audio/wav', 10 * 1024 * 1024 + 1)]).error).toBe(
      'Each sample file must be at most 10 MB',
    );
    const five = [1, 2, 3, 4, 5].map((i) => file(`${i}.mp3`, 'audio/mpeg', i));
    const more = acceptSamples(five, [file('6.mp3', 'audio/mpeg', 6)]);
    expect(more.files).toHaveLength(5);
    expect(more.error).toBe('You can attach up to 5 files');
  });
});
