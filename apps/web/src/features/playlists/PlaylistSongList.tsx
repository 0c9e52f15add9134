import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { GripVertical, Play, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { CoverImage } from '../../ui/CoverImage';
import type { PlaylistSong } from './api';
import { keyboardTarget, moveAnnouncement } from './reorder';

export type PlaylistSongListProps = {
  songs: PlaylistSong[];
  canEdit: boolean;
  onMove: (song: PlaylistSong, from: number, to: number) => void;
  onRemove: (song: PlaylistSong) => void;
};

function formatDuration(seconds: number | null): string {
  if (seconds == null || !Number.isFinite(seconds)) return '--:--';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The songs in order. Owners reorder by dragging a row, or from the keyboard: Alt+ArrowUp/Down
 * anywhere in a row, or ArrowUp/Down on its focused handle. Each move is announced.
 */
export function PlaylistSongList({ songs, canEdit, onMove, onRemove }: PlaylistSongListProps) {
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());

  const move = (from: number, to: number, refocus: boolean) => {
    const song = songs[from];
    if (!song || from === to) return;
    onMove(song, from, to);
    setAnnouncement(moveAnnouncement(song.title, to, songs.length));
    // The row re-renders at its new place; keep the keyboard on its handle.
    if (refocus) requestAnimationFrame(() => handles.current.get(song.id)?.focus());
  };

  const handleKeyDown = (event: KeyboardEvent, index: number, onHandle: boolean) => {
    if (!canEdit) return;
    const target = keyboardTarget(event, index, songs.length, onHandle);
    if (target === null) return;
    event.preventDefault();
    event.stopPropagation();
    move(index, target, true);
  };

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragFrom !== null) move(dragFrom, index, false);
    setDragFrom(null);
    setDragOver(null);
  };

  return (
    <>
      <ol aria-label="Songs in this playlist" className="divide-y divide-border">
        {songs.map((song, index) => (
          <li
            key={song.id}
            draggable={canEdit}
            onDragStart={(e) => {
              setDragFrom(index);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', song.id);
            }}
            onDragOver={(e) => {
              if (dragFrom === null) return;
              e.preventDefault();
              setDragOver(index);
            }}
            onDragEnd={() => {
              setDragFrom(null);
              setDragOver(null);
            }}
            onDrop={(e) => drop(e, index)}
            onKeyDown={(e) => handleKeyDown(e, index, false)}
            className={cn(
              'flex items-center gap-3 py-3',
              dragFrom === index && 'opacity-50',
              dragOver === index && dragFrom !== index && 'border-t-2 border-t-primary',
            )}
          >
            {canEdit ? (
              <button
                type="button"
                ref={(el) => {
                  if (el) handles.current.set(song.id, el);
                  else handles.current.delete(song.id);
                }}
                aria-label={`Move ${song.title}, position ${index + 1} of ${songs.length}`}
                aria-describedby="reorder-help"
                onKeyDown={(e) => handleKeyDown(e, index, true)}
                className="inline-flex size-8 shrink-0 cursor-grab items-center justify-center rounded-lg text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
              >
                <GripVertical className="size-4" aria-hidden="true" />
              </button>
            ) : null}
            <span className="w-6 shrink-0 text-right text-sm text-muted-foreground tabular-nums">{index + 1}</span>
            <CoverImage src={song.cover_image} className="size-11 rounded-lg" />
            <div className="min-w-0 flex-1">
              <Link to={`/track/${song.song_id}`} className="block truncate font-medium hover:text-link">
                {song.title}
              </Link>
              <p className="truncate text-sm text-muted-foreground">{song.artist}</p>
            </div>
            <span className="hidden text-sm text-muted-foreground tabular-nums sm:inline">
              {formatDuration(song.duration)}
            </span>
            <Link
              to={`/track/${song.song_id}`}
              aria-label={`Play ${song.title}`}
              className={buttonClasses({ variant: 'secondary', size: 'icon-sm' })}
            >
              <Play className="size-4" aria-hidden="true" />
            </Link>
            {canEdit ? (
              <Button variant="ghost" size="icon-sm" aria-label={`Remove ${song.title}`} onClick={() => onRemove(song)}>
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      {canEdit ? (
        <p id="reorder-help" className="sr-only">
          Drag to reorder, or press Arrow Up or Arrow Down to move this song one place.
        </p>
      ) : null}
      <div aria-live="polite" role="status" className="sr-only">
        {announcement}
      </div>
    </>
  );
}
