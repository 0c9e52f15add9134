import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  isAudioFile,
  titleFromFileName,
  uploadLimitText,
  UPLOAD_MESSAGES,
  uploadFailedMessage,
  validateUploadFile,
} from './upload-validation';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

describe('validateUploadFile', () => {
  it('asks for a file when none is chosen (SPEC 8)', () => {
    expect(validateUploadFile(null)).toBe('Please select a file to upload');
    expect(validateUploadFile(undefined)).toBe(UPLOAD_MESSAGES.noFile);
  });

  it('accepts audio by MIME type', () => {
    expect(validateUploadFile(file('song.mp3', 'audio/mpeg'))).toBeNull();
    expect(validateUploadFile(file('take 2.wav', 'audio/wav'))).toBeNull();
    expect(validateUploadFile(file('voice', 'audio/ogg'))).toBeNull();
  });

  it('accepts a known audio extension when the browser gives no or a generic type', () => {
    expect(validateUploadFile(file('demo.flac', ''))).toBeNull();
    expect(validateUploadFile(file('demo.MP3', 'application/octet-stream'))).toBeNull();
    // The server does not take AAC/M4A, so the picker does not offer it either.
    expect(validateUploadFile(file('demo.m4a', 'application/octet-stream'))).toBe(UPLOAD_MESSAGES.notAudio);
    expect(validateUploadFile(file('demo.ogg', 'video/ogg'))).toBeNull();
  });

  it('refuses anything that is not audio with the SPEC 8 text', () => {
    expect(validateUploadFile(file('cover.png', 'image/png'))).toBe('Only audio files are accepted (MP3, WAV, etc.)');
    expect(validateUploadFile(file('notes.pdf', 'application/pdf'))).toBe(UPLOAD_MESSAGES.notAudio);
    // An audio-looking name does not make a video or document audio.
    expect(validateUploadFile(file('clip.mp3', 'video/mp4'))).toBe(UPLOAD_MESSAGES.notAudio);
    expect(validateUploadFile(file('README', ''))).toBe(UPLOAD_MESSAGES.notAudio);
  });

  it('allows exactly 20 MB and refuses one byte more', () => {
    expect(validateUploadFile(file('big.mp3', 'audio/mpeg', UPLOAD_MAX_BYTES))).toBeNull();
    expect(validateUploadFile(file('big.mp3', 'audio/mpeg', UPLOAD_MAX_BYTES + 1))).toBe(
      'File size exceeds 20MB limit',
    );
  });

  it('holds to the limit the admin set, above or below 20 MB', () => {
    const MB = 1024 * 1024;
    expect(validateUploadFile(file('set.mp3', 'audio/mpeg', 14.9 * MB), 20)).toBeNull();
    expect(validateUploadFile(file('set.mp3', 'audio/mpeg', 14.9 * MB), 10)).toBe('File size exceeds 10MB limit');
    expect(validateUploadFile(file('set.mp3', 'audio/mpeg', 45 * MB), 50)).toBeNull();
    expect(uploadLimitText(50)).toBe('MP3, WAV, OGG or FLAC, up to 50 MB.');
  });

  it('refuses an empty file', () => {
    expect(validateUploadFile(file('empty.mp3', 'audio/mpeg', 0))).toBe('The selected file is empty');
  });

  it('checks the type before the size, so a huge image is called what it is', () => {
    expect(validateUploadFile(file('huge.png', 'image/png', UPLOAD_MAX_BYTES * 2))).toBe(UPLOAD_MESSAGES.notAudio);
  });
});

describe('helpers', () => {
  it('isAudioFile follows type first, extension second', () => {
    expect(isAudioFile({ name: 'x.txt', type: 'audio/mpeg' })).toBe(true);
    expect(isAudioFile({ name: 'x.wav', type: 'text/plain' })).toBe(false);
  });

  it('suggests a title from the file name', () => {
    expect(titleFromFileName('Summer_Nights.mp3')).toBe('Summer Nights');
    expect(titleFromFileName('v1.2 final mix.wav')).toBe('v1.2 final mix');
    expect(titleFromFileName('noext')).toBe('noext');
  });

  it('formats sizes for people', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });

  it("words failures as 'Upload failed: {reason}.' without a double full stop", () => {
    expect(uploadFailedMessage('File size exceeds 10MB limit')).toBe('Upload failed: File size exceeds 10MB limit.');
    expect(uploadFailedMessage('Could not connect to the server.')).toBe(
      'Upload failed: Could not connect to the server.',
    );
    expect(uploadFailedMessage('Only audio files are accepted (MP3, WAV, etc.)')).toBe(
      'Upload failed: Only audio files are accepted (MP3, WAV, etc.).',
    );
  });
});

describe('the limit in force', () => {
  it('uses the admin’s limit, lower or higher than the 20 MB default (one limit, DECISIONS)', () => {
    const f = (mb: number) => ({ name: 'a.mp3', type: 'audio/mpeg', size: mb * 1024 * 1024 + 1 });
    expect(validateUploadFile(f(10), 10)).toBe('File size exceeds 10MB limit');
    expect(validateUploadFile(f(9), 10)).toBeNull();
    expect(validateUploadFile(f(20), 50)).toBeNull();
    expect(validateUploadFile(f(50), 50)).toBe('File size exceeds 50MB limit');
  });
});
