import { describe, expect, it } from 'vitest';
import { ZFeedbackFields } from '@serenade/contract';
import { buildFeedbackBody } from './api';
import {
  addAttachments,
  ATTACHMENT_MESSAGES,
  checkAttachment,
  isFeedbackCategory,
  sizeInKb,
} from './feedback-validation';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 2048) => ({ name, type, size });

describe('checkAttachment', () => {
  it('accepts images, PDFs and audio up to 5 MB', () => {
    expect(checkAttachment(file('screen.png', 'image/png'))).toBeNull();
    expect(checkAttachment(file('invoice.pdf', 'application/pdf'))).toBeNull();
    expect(checkAttachment(file('clip.mp3', 'audio/mpeg', 5 * MB))).toBeNull();
    expect(checkAttachment(file('scan.PDF', ''))).toBeNull();
  });

  it('refuses other types, empty files and files over 5 MB', () => {
    expect(checkAttachment(file('notes.docx', 'application/vnd.openxmlformats'))).toBe(ATTACHMENT_MESSAGES.wrongType);
    expect(checkAttachment(file('script.js', ''))).toBe(ATTACHMENT_MESSAGES.wrongType);
    expect(checkAttachment(file('empty.png', 'image/png', 0))).toBe(ATTACHMENT_MESSAGES.empty);
    expect(checkAttachment(file('photo.jpg', 'image/jpeg', 5 * MB + 1))).toBe('Each attachment must be at most 5 MB');
  });
});

describe('addAttachments', () => {
  it('keeps at most three files and says why the rest were left out', () => {
    const picked = ['a.png', 'b.png', 'c.png', 'd.png'].map((n) => file(n, 'image/png'));
    const { files, rejected } = addAttachments([], picked);
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(rejected).toEqual([{ name: 'd.png', reason: 'You can attach at most 3 files' }]);
  });

  it('adds to what is already attached and skips the same file picked twice', () => {
    const first = file('a.png', 'image/png');
    const { files, rejected } = addAttachments([first], [file('a.png', 'image/png'), file('b.pdf', 'application/pdf')]);
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.pdf']);
    expect(rejected).toEqual([]);
  });

  it('reports refused files without dropping the good ones', () => {
    const { files, rejected } = addAttachments([], [file('big.wav', 'audio/wav', 6 * MB), file('ok.wav', 'audio/wav')]);
    expect(files.map((f) => f.name)).toEqual(['ok.wav']);
    expect(rejected).toEqual([{ name: 'big.wav', reason: ATTACHMENT_MESSAGES.tooBig }]);
  });
});

describe('feedback fields (the shared contract schema the form validates with)', () => {
  const valid = { category: 'bug_report', subject: 'Player', message: 'It stops at 1:00', rating: '', email: '' };

  it('requires a subject and a message, trimmed', () => {
    const result = ZFeedbackFields.safeParse({ ...valid, subject: '   ', message: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(messages).toEqual(['subject: Please enter a subject', 'message: Please enter a message']);
  });

  it('takes a rating of 1-5 or none', () => {
    expect(ZFeedbackFields.parse({ ...valid, rating: '4' }).rating).toBe(4);
    expect(ZFeedbackFields.parse(valid).rating).toBeNull();
    expect(ZFeedbackFields.safeParse({ ...valid, rating: '6' }).success).toBe(false);
  });

  it('lets visitors leave the e-mail empty but not malformed', () => {
    expect(ZFeedbackFields.safeParse({ ...valid, email: 'maya@example.com' }).success).toBe(true);
    expect(ZFeedbackFields.safeParse({ ...valid, email: 'maya@' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
  });

  it('knows its categories', () => {
    expect(isFeedbackCategory('song_request')).toBe(true);
    expect(isFeedbackCategory('spam')).toBe(false);
    expect(isFeedbackCategory(null)).toBe(false);
  });
});

describe('buildFeedbackBody', () => {
  const base = { category: 'general_feedback' as const, subject: ' Hi ', message: ' Lovely ', rating: '5' };

  it('sends JSON without files, leaving out an empty e-mail', () => {
    expect(buildFeedbackBody({ ...base, email: ' ', attachments: [] })).toEqual({
      category: 'general_feedback',
      subject: 'Hi',
      message: 'Lovely',
      rating: '5',
    });
  });

  it('sends multipart with the fields first and every attachment', () => {
    const shot = new File(['png'], 'shot.png', { type: 'image/png' });
    const body = buildFeedbackBody({ ...base, email: 'a@b.co', attachments: [shot, shot] });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect([...form.keys()]).toEqual([
      'category',
      'subject',
      'message',
      'rating',
      'email',
      'attachments',
      'attachments',
    ]);
  });

  it('shows sizes in KB', () => {
    expect(sizeInKb(1)).toBe('1 KB');
    expect(sizeInKb(1536)).toBe('2 KB');
    expect(sizeInKb(5 * MB)).toBe('5,120 KB');
  });
});
