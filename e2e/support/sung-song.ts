// A delivered, private song with word timings for the karaoke journey, made by the real generator.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../apps/server/src/app';
import { renderInWorker } from '../../apps/server/src/platform/production/render';
import { storeRenderedSong } from '../../apps/server/src/platform/production/store';
import { insertSong } from '../../apps/server/src/modules/songs/songs.repo';

export const SUNG_SONG_TITLE = 'Karaoke for Mia';
export const LINES_SONG_TITLE = 'Lines for Mia';
export const SUNG_SONG_FILE = 'e2e-sung-song.json';

type Line = { time: number; text: string; words?: { time: number; end: number; text: string }[] };

/**
 * Until the generator sings, its lines carry no word timings: spread each line's words over the time
 * to the next line (a stand-in for the sung notes). Once the voice lands, the generator's own words
 * are kept as they are.
 */
function withWords(lines: Line[], duration: number): Line[] {
  if (lines.some((l) => l.words?.length)) return lines;
  return lines.map((line, i) => {
    const end = Math.min(lines[i + 1]?.time ?? duration, line.time + 4);
    const words = line.text.split(/\s+/).filter(Boolean);
    const step = (end - line.time) / Math.max(1, words.length);
    return {
      ...line,
      words: words.map((text, w) => ({
        time: Math.round((line.time + w * step) * 1000) / 1000,
        end: Math.round((line.time + (w + 1) * step) * 1000) / 1000,
        text: text.replace(/[^\p{L}\p{N}'’-]+/gu, ''),
      })),
    };
  });
}

/** Renders and stores the song for `ownerId`; writes its id and the buyer's key to the data folder. */
export async function createSungSong(ctx: AppContext, ownerId: string, dataDir: string): Promise<void> {
  const rendered = await renderInWorker({
    title: SUNG_SONG_TITLE,
    prompt: 'A birthday song for Mia, who sings in the kitchen every morning',
    event: 'birthday',
    styles: ['pop'],
    lengthSeconds: 60,
    seed: 'e2e-karaoke',
  });
  const files = await storeRenderedSong(ctx.storage, rendered);
  await insertSong(ctx.db, {
    id: files.id,
    ownerId,
    title: SUNG_SONG_TITLE,
    artist: 'Serenade',
    genre: 'pop',
    description: 'A birthday song made for Mia.',
    tags: ['birthday', 'pop'],
    isPublic: false,
    source: 'generated',
    audioPath: files.audioPath,
    audioMime: files.audioMime,
    audioBytes: files.audioBytes,
    peaksPath: files.peaksPath,
    coverPath: files.coverPath,
    durationSeconds: files.durationSeconds,
    lyrics: withWords(files.lyrics, files.durationSeconds),
  });
  // The same song as an admin upload would have it: public, its lyrics timed by lines only.
  const lines = await storeRenderedSong(ctx.storage, rendered);
  await insertSong(ctx.db, {
    id: lines.id,
    ownerId: null,
    title: LINES_SONG_TITLE,
    artist: 'Serenade',
    genre: 'pop',
    description: 'Line-timed lyrics, as an admin upload has them.',
    tags: ['birthday'],
    isPublic: true,
    source: 'admin',
    audioPath: lines.audioPath,
    audioMime: lines.audioMime,
    audioBytes: lines.audioBytes,
    peaksPath: lines.peaksPath,
    coverPath: lines.coverPath,
    durationSeconds: lines.durationSeconds,
    lyrics: lines.lyrics.map(({ time, text }) => ({ time, text })),
  });
  writeFileSync(
    path.join(dataDir, SUNG_SONG_FILE),
    JSON.stringify({ id: files.id, key: await ctx.songs.accessKey(files.id), linesId: lines.id }),
  );
}
