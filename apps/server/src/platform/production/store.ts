import { randomUUID } from 'node:crypto';
import type { Storage } from '../storage/storage';
import type { RenderedSong } from './render';

/** Writes a rendered song's files; returns their keys (removed again if a later step fails). */
export async function storeRenderedSong(storage: Storage, rendered: RenderedSong, id: string = randomUUID()) {
  const audioPath = `songs/${id}/audio.mp3`;
  const peaksPath = `songs/${id}/peaks.json`;
  const coverPath = `songs/${id}/cover.svg`;
  const { song, peaks } = rendered;
  const remove = async () => {
    for (const key of [audioPath, peaksPath, coverPath]) await storage.remove(key).catch(() => {});
  };
  try {
    await storage.put(audioPath, Buffer.from(song.mp3), 'audio/mpeg');
    await storage.put(
      peaksPath,
      Buffer.from(JSON.stringify({ duration: song.durationSeconds, peaks })),
      'application/json',
    );
    await storage.put(coverPath, Buffer.from(song.cover.data, 'utf8'), song.cover.mime);
  } catch (err) {
    // Nothing half-written: a song whose cover could not be stored leaves no audio behind either.
    await remove();
    throw err;
  }
  return {
    id,
    audioPath,
    peaksPath,
    coverPath,
    audioMime: 'audio/mpeg',
    audioBytes: song.mp3.length,
    durationSeconds: Math.round(song.durationSeconds * 100) / 100,
    lyrics: song.timedLyrics,
    remove,
  };
}

/** The song row's columns for stored files (audio, peaks, cover, length, timed lyrics). */
export function songFileColumns(files: Awaited<ReturnType<typeof storeRenderedSong>>) {
  const { audioPath, audioMime, audioBytes, peaksPath, coverPath, durationSeconds, lyrics } = files;
  return { audioPath, audioMime, audioBytes, peaksPath, coverPath, durationSeconds, lyrics };
}
