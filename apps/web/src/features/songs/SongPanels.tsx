import * as Tabs from '@radix-ui/react-tabs';
import { CalendarPlus, Heart, Headphones } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../ui/cn';
import { CommentsPanel } from '../comments/CommentsPanel';
import { ActivityList } from '../feed/ActivityList';
import { usePlayer } from '../player/use-player';
import { formatDate, formatRelative, plural } from './format';
import { LyricsPanel } from './LyricsPanel';
import { songTitle } from './song-defaults';
import type { SongPage } from './types';

const tabClasses =
  'relative -mb-px border-b-2 border-transparent px-1 pb-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:border-primary data-[state=active]:text-foreground';

function ActivityPanel({ song }: { song: SongPage }) {
  const items = [
    {
      icon: CalendarPlus,
      text: song.owner ? (
        <>
          <Link to={`/user/${song.owner.id}`} className="font-medium text-link hover:underline">
            {song.owner.name}
          </Link>{' '}
          published this song
        </>
      ) : (
        'This song was published'
      ),
      when: (
        <time dateTime={song.createdAt} title={formatDate(song.createdAt)}>
          {formatRelative(song.createdAt)}
        </time>
      ),
    },
    { icon: Headphones, text: `Played ${plural(song.playCount, 'time')}`, when: null },
    {
      icon: Heart,
      text: song.likeCount ? `Liked by ${plural(song.likeCount, 'listener')}` : 'No likes yet',
      when: null,
    },
  ];
  return (
    <ul className="divide-y divide-border">
      {items.map(({ icon: Icon, text, when }, i) => (
        <li key={i} className="flex items-center gap-3 py-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-link">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <span className="flex-1 text-sm">{text}</span>
          {when ? <span className="text-xs text-muted-foreground">{when}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** Comments pinned to "now" use the player's position, in whole seconds to keep re-renders rare. */
function SongComments({
  songId,
  onSeek,
  canComment,
}: {
  songId: string;
  onSeek: (seconds: number) => void;
  canComment: boolean;
}) {
  const currentTime = usePlayer((s) => (s.track !== null && s.track.id === songId ? Math.floor(s.currentTime) : 0));
  return <CommentsPanel songId={songId} currentTime={currentTime} onSeek={onSeek} canComment={canComment} />;
}

export type SongPanelsProps = {
  song: SongPage;
  onSeek: (seconds: number) => void;
  /** False for staff looking at a member's private song: they read the comments, not write them. */
  canComment?: boolean;
  className?: string;
};

/** Lyrics | Comments | Activity. */
export function SongPanels({ song, onSeek, canComment = true, className }: SongPanelsProps) {
  return (
    <Tabs.Root
      defaultValue="lyrics"
      className={cn('rounded-3xl border border-border bg-card p-5 shadow-soft sm:p-7', className)}
    >
      <Tabs.List aria-label="Song details" className="flex gap-6 border-b border-border">
        <Tabs.Trigger value="lyrics" className={tabClasses}>
          Lyrics
        </Tabs.Trigger>
        <Tabs.Trigger value="comments" className={tabClasses}>
          Comments
        </Tabs.Trigger>
        <Tabs.Trigger value="activity" className={tabClasses}>
          Activity
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="lyrics" className="pt-5 focus-visible:outline-none">
        <LyricsPanel
          songId={song.id}
          lyrics={song.lyrics}
          title={songTitle(song.title)}
          artist={song.artist}
          onSeek={onSeek}
        />
      </Tabs.Content>
      <Tabs.Content value="comments" className="pt-5 focus-visible:outline-none">
        <SongComments songId={song.id} onSeek={onSeek} canComment={canComment} />
      </Tabs.Content>
      <Tabs.Content value="activity" className="pt-3 focus-visible:outline-none">
        <ActivityPanel song={song} />
        <div className="mt-4 border-t border-border pt-4">
          <ActivityList
            scope={{ kind: 'song', id: song.id }}
            label="Song activity"
            emptyText="No one has liked, rated or commented yet."
          />
        </div>
      </Tabs.Content>
    </Tabs.Root>
  );
}
