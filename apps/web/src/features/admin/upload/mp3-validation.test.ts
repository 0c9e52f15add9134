import { describe, expect, it } from 'vitest';
import { adminUploadLimitMb, validateMp3 } from './mp3-validation';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('admin MP3 checks', () => {
  it('takes MP3s only, by type (or the name when the browser gives none)', () => {
    expect(validateMp3(file('song.mp3', 'audio/mpeg', MB), 10)).toBeNull();
    expect(validateMp3(file('song.mp3', '', MB), 10)).toBeNull();
    expect(validateMp3(file('song.wav', 'audio/wav', MB), 10)).toBe('Only MP3 files are accepted');
    expect(validateMp3(file('song.mp3', 'audio/wav', MB), 10)).toBe('Only MP3 files are accepted');
    expect(validateMp3(file('cover.png', 'image/png', MB), 10)).toBe('Only MP3 files are accepted');
    expect(validateMp3(null, 10)).toBe('Please select a file to upload');
    expect(validateMp3(file('empty.mp3', 'audio/mpeg', 0), 10)).toBe('The selected file is empty');
  });

  it('holds to 10 MB, or the lower max-upload setting', () => {
    expect(adminUploadLimitMb(20)).toBe(10);
    expect(adminUploadLimitMb(100)).toBe(10);
    expect(adminUploadLimitMb(4)).toBe(4);
    expect(validateMp3(file('a.mp3', 'audio/mpeg', 10 * MB), 10)).toBeNull();
    expect(validateMp3(file('a.mp3', 'audio/mpeg', 10 * MB + 1), 10)).toBe('File size exceeds 10MB limit');
    expect(validateMp3(file('a.mp3', 'audio/mpeg', 4 * MB + 1), adminUploadLimitMb(4))).toBe(
      'File size exceeds 4MB limit',
    );
  });
});
