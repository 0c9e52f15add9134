import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { siteKeys } from '../site/api';
import { FALLBACK_CONFIG } from '../site/use-config';
import { UploadForm } from './UploadForm';

afterEach(cleanup);

function setup() {
  // jsdom has no object URLs; the audio preview needs one (each test file runs in its own environment).
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  const onSubmit = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  // The limit in force comes from /api/config; here it is the 20 MB a default install allows.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(siteKeys.config, { ...FALLBACK_CONFIG, maxUploadMB: 20 });
  render(
    <QueryClientProvider client={client}>
      <UploadForm busy={false} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return { user, onSubmit, fileInput: screen.getByLabelText('Audio file') };
}

describe('UploadForm', () => {
  it('names the missing file and title and sends nothing', async () => {
    const { user, onSubmit, fileInput } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    expect(await screen.findByText('Please select a file to upload')).toBeTruthy();
    expect(screen.getByText('Please enter a title for the song')).toBeTruthy();
    expect(fileInput.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Title/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a file that is not audio as soon as it is chosen', async () => {
    const { user, onSubmit, fileInput } = setup();
    await user.upload(fileInput, new File(['png'], 'cover.png', { type: 'image/png' }));
    expect(screen.getByText('Only audio files are accepted (MP3, WAV, etc.)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a file over 20 MB', async () => {
    const { user, fileInput } = setup();
    const big = new File(['x'], 'long-mix.wav', { type: 'audio/wav' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(fileInput, big);
    expect(screen.getByText('File size exceeds 20MB limit')).toBeTruthy();
  });

  it('suggests the title from the file name and sends the chosen details', async () => {
    const { user, onSubmit, fileInput } = setup();
    const song = new File(['ID3'], 'Morning_Coffee.mp3', { type: 'audio/mpeg' });
    await user.upload(fileInput, song);
    expect((screen.getByLabelText(/Title/) as HTMLInputElement).value).toBe('Morning Coffee');
    expect(screen.getByText('Morning_Coffee.mp3')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Category'), 'jazz');
    await user.click(screen.getByRole('radio', { name: 'Private' }));
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(
      { title: 'Morning Coffee', artist: 'Unknown Artist', category: 'jazz', isPublic: false, description: '' },
      song,
    );
  });

  it('after a refused file, a good one brings its own title and a player for itself alone', async () => {
    const { user, fileInput } = setup();
    let n = 0;
    URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
    // Every source a player is ever given, intermediate renders included.
    const sources: string[] = [];
    const seen = new MutationObserver(() => {
      for (const a of document.querySelectorAll('audio')) {
        const src = a.getAttribute('src');
        if (src && sources.at(-1) !== src) sources.push(src);
      }
    });
    seen.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
    const big = new File(['x'], 'Too_Long_Mix.mp3', { type: 'audio/mpeg' });
    Object.defineProperty(big, 'size', { value: Math.round(25 * 1024 * 1024) });
    await user.upload(fileInput, big);
    expect(screen.getByText('File size exceeds 20MB limit')).toBeTruthy();
    expect(screen.queryByLabelText('Preview of Too_Long_Mix.mp3')).toBeNull();

    await user.upload(fileInput, new File(['ID3'], 'Garden_Party.mp3', { type: 'audio/mpeg' }));
    expect(screen.queryByText('File size exceeds 20MB limit')).toBeNull();
    expect((screen.getByLabelText(/Title/) as HTMLInputElement).value).toBe('Garden Party');
    const preview = screen.getByLabelText('Preview of Garden_Party.mp3') as HTMLAudioElement;
    expect(preview.getAttribute('src')).toBe(`blob:preview-${n}`);
    expect(screen.getAllByLabelText(/^Preview of/)).toHaveLength(1);
    // The refused file never got a preview URL, so no player ever pointed at one (it would load a revoked blob).
    seen.disconnect();
    expect(n).toBe(1);
    expect(sources).toEqual(['blob:preview-1']);
  });

  it('states the one limit in force, the same the server uses', () => {
    setup();
    expect(screen.getByText('MP3, WAV, OGG or FLAC, up to 20 MB.')).toBeTruthy();
  });

  it('keeps a title the member typed when a file is chosen afterwards', async () => {
    const { user, fileInput } = setup();
    await user.type(screen.getByLabelText(/Title/), 'My Own Title');
    await user.upload(fileInput, new File(['ID3'], 'other.mp3', { type: 'audio/mpeg' }));
    expect((screen.getByLabelText(/Title/) as HTMLInputElement).value).toBe('My Own Title');
  });
});
