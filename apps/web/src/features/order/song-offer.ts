import type { TPublicConfig } from '@serenade/contract';
import { useConfig } from '../site/use-config';

export type SongKind = NonNullable<TPublicConfig['songKind']>;

/**
 * What a buyer receives, said the same way on every order screen (issue 20 item 10). The server says
 * which is true (`songKind` in /api/config: whether the generator sings, or the team makes the song).
 */
export const SONG_OFFER: Record<SongKind, { short: string; long: string; about: string; glance: string }> = {
  sung: {
    short: 'A song sung by our synthesised voice, with the words on screen',
    long: 'Your song is sung by our synthesised female or male voice, with the words on screen, word by word. It comes as an MP3 with a cover and the lyrics.',
    about:
      'Serenade writes lyrics, composes the music and sings them with a synthesised female or male voice, the words lighting up on screen as they are sung. We say what you get before you order, not after.',
    glance: 'Lyrics, melody and arrangement, sung by a synthesised voice, as an MP3.',
  },
  instrumental: {
    short: 'An instrumental song (not sung), with the lyrics on screen',
    long: 'Your song is instrumental: a lead melody carries the tune of your lyrics, which are shown on screen, line by line. It is not sung yet. It comes as an MP3 with a cover and the lyrics.',
    about:
      'Serenade writes lyrics and composes full instrumental arrangements with a lead melody. It does not sing yet, and we say so before you order, not after.',
    glance: 'Lyrics, melody and a full instrumental arrangement, as an MP3.',
  },
  produced: {
    short: 'A song made by our team, with its lyrics',
    long: 'Our team makes your song from your story and delivers it as an MP3 with its lyrics.',
    about: 'Our team makes each song from the story you tell us, and we say what you get before you order, not after.',
    glance: 'A song made for you from your story, with its lyrics, as an MP3.',
  },
};

/** What the server says a buyer receives; null until /api/config has answered (nothing is claimed before). */
export function useSongKind(): SongKind | null {
  const { config, isLoaded } = useConfig();
  return isLoaded ? (config.songKind ?? null) : null;
}
