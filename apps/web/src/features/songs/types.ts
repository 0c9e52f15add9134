import type { TLyricLine, TSongListItem, TSongPage } from '@serenade/contract';

// Type-only imports from the contract cost nothing in the bundle. Shapes the contract does not
// name (demo items, peaks, like/download answers) are described here.

export type LyricLine = TLyricLine;
export type SongListItem = TSongListItem;
export type SongPage = TSongPage;

/** GET /api/songs/demo items: a latest-list item plus its timed lyrics. */
export type DemoSong = TSongListItem & { lyrics: TLyricLine[] };

/** The JSON behind peaksUrl: 1000 peaks in 0..1 and the audio length in seconds. */
export type SongPeaks = { duration: number; peaks: number[] };

export type LikeState = { liked: boolean; likeCount: number };
export type DownloadLink = { url: string; filename: string };
export type PlayResult = { counted: boolean; playCount: number };

export type UsageAction = 'song_view' | 'song_play' | 'song_pause' | 'song_share' | 'song_download' | 'song_like';
