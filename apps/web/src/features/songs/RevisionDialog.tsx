import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PencilLine } from 'lucide-react';
import { REVISION_LYRICS_MAX, REVISION_MESSAGE_MAX } from '@serenade/contract';
import { errorMessage } from '../../lib/api-error';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Textarea } from '../../ui/Input';
import { toast } from '../../ui/Toast';
import { askRevision, songKeys } from './api';
import type { SongPage } from './types';

/** The song's lyrics as editable text: a pause of more than 8 seconds between lines starts a new verse. */
export function lyricsAsText(lyrics: SongPage['lyrics']): string {
  return lyrics
    .map((line, i) => {
      const prev = lyrics[i - 1];
      const gap = prev && line.time - prev.time > 8 ? '\n' : '';
      return `${gap}${line.text}`;
    })
    .join('\n');
}

/**
 * One revision per song made to order, free (FAQ: "one revision included"): the buyer says what to
 * change and may edit the lyrics; the song goes back through production and replaces this one.
 */
export function RevisionPanel({ song }: { song: SongPage }) {
  const state = song.access?.revision;
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [editLyrics, setEditLyrics] = useState(false);
  const original = lyricsAsText(song.lyrics);
  const [lyrics, setLyrics] = useState(original);
  const [error, setError] = useState<string | undefined>();
  const queryClient = useQueryClient();
  const ask = useMutation({
    mutationFn: () =>
      askRevision(song.id, {
        message: message.trim(),
        ...(editLyrics && lyrics.trim() && lyrics.trim() !== original.trim() ? { lyrics: lyrics.trim() } : {}),
      }),
    onSuccess: () => {
      setOpen(false);
      toast({
        title: 'Change requested',
        description: 'Your song is being made again. We will e-mail you when the new version is ready.',
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: songKeys.all });
    },
    onError: (err) => setError(errorMessage(err, 'Could not send your request. Please try again.')),
  });

  if (!state) return null;
  if (state === 'requested')
    return (
      <p role="status" className="mt-4 rounded-xl bg-primary-soft px-4 py-3 text-sm">
        Your change is being made. We will e-mail you when the new version is ready.
      </p>
    );
  if (state === 'delivered')
    return <p className="mt-4 text-sm text-muted-foreground">This is the revised version of your song.</p>;

  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => setOpen(true)}>
          <PencilLine className="size-4" aria-hidden="true" />
          Ask for a change
        </Button>
        <span className="text-sm text-muted-foreground">One revision is included, free.</span>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="lg"
        title="Ask for a change"
        description="Say what should change, in your own words, or edit the lyrics. Your song is made again once, at no charge, and replaces this version."
      >
        <form
          className="flex flex-col gap-5"
          onSubmit={(e) => {
            e.preventDefault();
            const changed = editLyrics && lyrics.trim() !== original.trim();
            if (message.trim().length < 5 && !changed)
              return setError('Please say what should change (at least a few words) or edit the lyrics');
            setError(undefined);
            ask.mutate();
          }}
        >
          <Field label="What should change?" error={error}>
            <Textarea
              value={message}
              maxLength={REVISION_MESSAGE_MAX}
              rows={3}
              placeholder="For example: make it slower, and mention our dog Fado in the chorus."
              onChange={(e) => setMessage(e.target.value)}
            />
          </Field>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" checked={editLyrics} onChange={(e) => setEditLyrics(e.target.checked)} />
            Edit the lyrics too
          </label>
          {editLyrics ? (
            <Field label="Lyrics" hint="One sung line per line; a blank line starts a new verse.">
              <Textarea
                value={lyrics}
                maxLength={REVISION_LYRICS_MAX}
                rows={10}
                onChange={(e) => setLyrics(e.target.value)}
              />
            </Field>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={ask.isPending}>
              Send my change
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
