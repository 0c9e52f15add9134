import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN } from './accounts';
import { expect } from './fixtures';

/** The buyer approves the draft lyrics as they stand on the status page (lyric approval is on by default). */
export async function approveDraftAsItStands(page: Page) {
  const panel = page.getByRole('region', { name: 'Read and approve your lyrics' });
  await expect(panel).toBeVisible({ timeout: 60_000 });
  await panel.getByRole('button', { name: 'Approve lyrics' }).click();
  await expect(page.getByTestId('request-status')).not.toHaveText('Lyrics to approve', { timeout: 20_000 });
}

/** An admin session for the API (outbox, settings). */
export async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  return { authorization: `Bearer ${(await login.json()).data.token}` };
}

/** The outbox messages to an address, newest first, with their text. */
export async function outboxTo(request: APIRequestContext, email: string) {
  const headers = await adminHeaders(request);
  const list = (await (await request.get(`/api/admin/outbox?search=${encodeURIComponent(email)}`, { headers })).json())
    .data.messages as { id: string; kind: string }[];
  return Promise.all(
    list.map(async (m) => ({
      kind: m.kind,
      ...((await (await request.get(`/api/admin/outbox/${m.id}`, { headers })).json()).data as {
        subject: string;
        text: string;
        html: string;
      }),
    })),
  );
}

/** What a WAV file holds, measured: its length in seconds and how loud it is (RMS and peak, 0..1). */
export function measureWav(bytes: Buffer): { seconds: number; rms: number; peak: number; sampleRate: number } {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let offset = 12;
  let channels = 1;
  let sampleRate = 0;
  let bits = 16;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      channels = bytes.readUInt16LE(body + 2);
      sampleRate = bytes.readUInt32LE(body + 4);
      bits = bytes.readUInt16LE(body + 14);
    } else if (id === 'data') {
      if (bits !== 16) throw new Error(`expected 16-bit samples, got ${bits}`);
      const end = Math.min(bytes.length, body + size);
      let sum = 0;
      let peak = 0;
      let n = 0;
      for (let i = body; i + 1 < end; i += 2) {
        const v = bytes.readInt16LE(i) / 32768;
        sum += v * v;
        peak = Math.max(peak, Math.abs(v));
        n++;
      }
      return { seconds: n / channels / sampleRate, rms: Math.sqrt(sum / Math.max(1, n)), peak, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file without data');
}

/**
 * Records every blob: audio the page plays (the approval screen plays the voice's WAV from a blob URL):
 * its duration once the browser has decoded it, and whether it played to the end.
 */
export async function recordVoicePlays(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __voice: { src: string; duration: number; ended: boolean }[] };
    w.__voice = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (this.src.startsWith('blob:')) {
        const entry = { src: this.src, duration: NaN, ended: false };
        w.__voice.push(entry);
        this.addEventListener('loadedmetadata', () => (entry.duration = this.duration));
        this.addEventListener('ended', () => (entry.ended = true));
      }
      return play.call(this);
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { __voice: { duration: number; ended: boolean }[] }).__voice.slice());
}
