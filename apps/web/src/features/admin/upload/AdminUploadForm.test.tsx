import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminUploadForm } from './AdminUploadForm';

afterEach(cleanup);

function setup(props: Partial<Parameters<typeof AdminUploadForm>[0]> = {}) {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  const fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
  const onDone = vi.fn();
  render(
    <AdminUploadForm
      requestId="6f1c1f52-3c5b-4a43-9d4e-2b7b8f1d2a10"
      initialTitle="Golden Years"
      initialPublic={false}
      hasFriends
      maxMb={10}
      onDone={onDone}
      {...props}
    />,
  );
  return { user: userEvent.setup({ applyAccept: false }), send, onDone, fileInput: screen.getByLabelText('MP3 file') };
}

describe('AdminUploadForm', () => {
  it('starts with the request title, artist Serenade, both notifications on and the song private', () => {
    setup();
    expect((screen.getByLabelText(/Title/) as HTMLInputElement).value).toBe('Golden Years');
    expect((screen.getByLabelText('Artist') as HTMLInputElement).value).toBe('Serenade');
    expect((screen.getByLabelText('Notify the recipient') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Notify friends and family') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Make this song public') as HTMLInputElement).checked).toBe(false);
  });

  it('refuses anything but an MP3, and MP3s over the limit, before sending', async () => {
    const { user, send, fileInput } = setup({ maxMb: 4 });
    await user.upload(fileInput, new File(['RIFF'], 'take.wav', { type: 'audio/wav' }));
    expect(screen.getByText('Only MP3 files are accepted')).toBeTruthy();
    const big = new File(['ID3'], 'long.mp3', { type: 'audio/mpeg' });
    Object.defineProperty(big, 'size', { value: 4 * 1024 * 1024 + 1 });
    await user.upload(fileInput, big);
    expect(screen.getByText('File size exceeds 4MB limit')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('needs a file and a title', async () => {
    const { user, send, fileInput } = setup({ initialTitle: '' });
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    expect(screen.getByText('Please select a file to upload')).toBeTruthy();
    await user.upload(fileInput, new File(['ID3'], 'final.mp3', { type: 'audio/mpeg' }));
    expect(screen.getByLabelText('Preview of final.mp3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    expect(screen.getByText('Please enter a title for the song')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the file with the chosen options and shows progress', async () => {
    const { user, send, fileInput } = setup();
    await user.upload(fileInput, new File(['ID3'], 'final.mp3', { type: 'audio/mpeg' }));
    await user.click(screen.getByLabelText('Notify friends and family'));
    await user.click(screen.getByRole('button', { name: 'Upload Song' }));
    expect(await screen.findByRole('group', { name: 'Upload progress' })).toBeTruthy();
    expect(send).toHaveBeenCalledTimes(1);
    const form = send.mock.calls[0]![0] as unknown as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'mp3_file'))).toEqual({
      request_id: '6f1c1f52-3c5b-4a43-9d4e-2b7b8f1d2a10',
      title: 'Golden Years',
      artist: 'Serenade',
      is_public: 'false',
      notify_recipient: 'true',
      notify_friends_family: 'false',
    });
    expect((form.get('mp3_file') as File).name).toBe('final.mp3');
  });
});
