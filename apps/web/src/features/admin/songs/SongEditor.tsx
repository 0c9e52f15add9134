import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { ADMIN_SONG_LIMITS, formatDuration, SONG_CATEGORIES, type TAdminSongDetail } from '@serenade/contract';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Field } from '../../../ui/Field';
import { Input, Textarea } from '../../../ui/Input';
import { PageSpinner } from '../../../ui/Spinner';
import { TagInput } from '../../../ui/TagInput';
import { toast } from '../../../ui/Toast';
import { formatCount, formatDateTime } from '../kit/format';
import { fetchAdminSong, songLibraryKeys, updateAdminSong } from './api';
import { SongStatusBadge, SongVisibilityBadge } from './badges';
import { CoverCard } from './CoverCard';
import { checkLyrics, formatLyricTime, parseLyricTime, type LyricDraft } from './lyric-time';
import { LyricsEditor, newLyricKey } from './LyricsEditor';

type Draft = {
  title: string;
  artist: string;
  genre: string;
  description: string;
  tags: string[];
  lyrics: LyricDraft[];
};

const toDraft = (s: TAdminSongDetail): Draft => ({
  title: s.title,
  artist: s.artist,
  genre: s.genre ?? '',
  description: s.description ?? '',
  tags: s.tags,
  lyrics: s.lyrics.map((l) => ({ key: newLyricKey(), time: formatLyricTime(l.time), text: l.text })),
});

const comparable = (d: Draft) => JSON.stringify({ ...d, lyrics: d.lyrics.map((l) => [l.time.trim(), l.text]) });

/** Field problems from an API error: zod names each field; other errors name one. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  if (error.fields && Object.keys(error.fields).length) return error.fields;
  return error.field ? { [error.field]: error.message } : {};
}

const L = ADMIN_SONG_LIMITS;
const back = (
  <Link to="/admin/songs" className="inline-flex items-center gap-1.5 text-sm font-medium text-link hover:underline">
    <ArrowLeft className="size-4" aria-hidden="true" />
    Back to Song Library
  </Link>
);

/** /admin/songs/edit/{id}: metadata, cover and timed lyrics of one song. */
export function SongEditor({ songId }: { songId: string }) {
  const query = useQuery({ queryKey: songLibraryKeys.detail(songId), queryFn: () => fetchAdminSong(songId) });

  if (query.isPending) return <PageSpinner label="Loading the song" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <title>Edit Song · Admin · Serenade</title>
        {back}
        <Alert
          variant="error"
          title={missing ? 'Song not found' : 'Failed to load song data'}
          action={
            missing ? null : (
              <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
                Try Again
              </Button>
            )
          }
        >
          {missing ? 'It may have been deleted.' : errorMessage(query.error)}
        </Alert>
      </div>
    );
  }
  return <SongForm key={query.data.id} song={query.data} />;
}

function SongForm({ song }: { song: TAdminSongDetail }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => toDraft(song));
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = comparable(draft) !== comparable(saved);
  /** Editing a field clears its problem; moving lyric lines around clears all of theirs (their numbers change). */
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    const stale = (name: string): boolean => {
      if (key !== 'lyrics') return name === key || name.startsWith(`${key}.`);
      if (!name.startsWith('lyrics')) return false;
      const before = draft.lyrics;
      const after = value as LyricDraft[];
      if (before.length !== after.length || name === 'lyrics') return true;
      const [, i, field] = name.split('.');
      const a = before[Number(i)];
      const b = after[Number(i)];
      return !a || !b || a.key !== b.key || a[field as 'time' | 'text'] !== b[field as 'time' | 'text'];
    };
    if (Object.keys(errors).some(stale)) {
      const rest = Object.fromEntries(Object.entries(errors).filter(([name]) => !stale(name)));
      setErrors(rest);
      if (Object.keys(rest).length === 0) setFormError(null);
    }
    setDraft((d) => ({ ...d, [key]: value }));
  };

  const save = useMutation({
    mutationFn: () =>
      updateAdminSong(song.id, {
        title: draft.title,
        artist: draft.artist,
        genre: draft.genre.trim() || null,
        description: draft.description.trim() || null,
        tags: draft.tags,
        lyrics: draft.lyrics.map((l) => ({ time: parseLyricTime(l.time) ?? Number.NaN, text: l.text })),
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(songLibraryKeys.detail(song.id), updated);
      void queryClient.invalidateQueries({ queryKey: [...songLibraryKeys.all, 'list'] });
      const next = toDraft(updated);
      setSaved(next);
      setDraft(next);
      toast({ title: 'Song saved', description: updated.title, variant: 'success' });
    },
    onError: (e) => {
      setErrors(fieldErrors(e));
      setFormError(errorMessage(e, 'Failed to save the song'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!draft.title.trim()) found.title = 'Please enter a title for the song';
    if (!draft.artist.trim()) found.artist = 'Please enter the artist';
    for (const p of checkLyrics(draft.lyrics, song.duration)) found[`lyrics.${p.index}.${p.field}`] ??= p.message;
    setErrors(found);
    const problems = Object.keys(found).length;
    if (problems) {
      setFormError(`Please fix ${problems === 1 ? 'the highlighted field' : `the ${problems} highlighted fields`}.`);
      return;
    }
    setFormError(null);
    save.mutate();
  };

  return (
    <form className="mx-auto flex max-w-6xl flex-col gap-6" onSubmit={submit} noValidate>
      <title>{`Edit ${song.title} · Admin · Serenade`}</title>
      {back}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 className="truncate text-2xl font-bold sm:text-3xl">Edit Song</h2>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <SongStatusBadge status={song.status} />
            <SongVisibilityBadge visibility={song.visibility} />
            <span>
              {formatCount(song.playCount)} plays · {formatDuration(song.duration)} · added{' '}
              {formatDateTime(song.createdAt)}
              {song.ownerName ? ` · by ${song.ownerName}` : ''}
            </span>
          </div>
        </div>
        <Link
          to={`/track/${song.id}`}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-link hover:underline"
        >
          View song
          <ExternalLink className="size-4" aria-hidden="true" />
        </Link>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <h3 className="text-lg font-semibold">Details</h3>
          <Field label="Title" required error={errors.title}>
            <Input value={draft.title} maxLength={L.title} required onChange={(e) => set('title', e.target.value)} />
          </Field>
          <Field label="Artist" required error={errors.artist}>
            <Input value={draft.artist} maxLength={L.artist} required onChange={(e) => set('artist', e.target.value)} />
          </Field>
          <Field label="Genre" error={errors.genre} hint="A category such as pop or jazz, or your own word.">
            <Input
              value={draft.genre}
              maxLength={L.genre}
              list="song-genres"
              onChange={(e) => set('genre', e.target.value)}
            />
          </Field>
          <datalist id="song-genres">
            {SONG_CATEGORIES.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <Field label="Description" error={errors.description}>
            <Textarea
              value={draft.description}
              maxLength={L.description}
              rows={4}
              onChange={(e) => set('description', e.target.value)}
            />
          </Field>
          <Field
            label="Tags"
            error={errors.tags ?? Object.entries(errors).find(([k]) => k.startsWith('tags.'))?.[1]}
            hint={`Press Enter or type a comma to add a tag (up to ${L.tags}).`}
          >
            <TagInput
              value={draft.tags}
              onChange={(tags) => set('tags', tags)}
              commitKeys={[',', 'Enter']}
              maxTags={L.tags}
              maxLength={L.tag}
              placeholder="birthday, pop"
            />
          </Field>
        </Card>
        <CoverCard song={song} />
      </div>

      <LyricsEditor
        lines={draft.lyrics}
        onChange={(lines) => set('lyrics', lines)}
        errors={errors}
        audioUrl={song.fileUrl}
        duration={song.duration}
      />

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        {formError ? <Alert variant="error">{formError}</Alert> : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <span className="mr-auto text-sm text-muted-foreground" aria-live="polite">
            {dirty ? 'Unsaved changes' : 'All changes saved'}
          </span>
          <Button
            variant="ghost"
            disabled={!dirty || save.isPending}
            onClick={() => {
              setDraft(saved);
              setErrors({});
              setFormError(null);
            }}
          >
            Discard
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}
