import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Globe2, Link2, Mail, Trash2 } from 'lucide-react';
import { isEmailAddress, type TShareKey } from '@serenade/contract';
import { errorMessage } from '../../lib/api-error';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Input, Textarea } from '../../ui/Input';
import { toast } from '../../ui/Toast';
import { mySongsKeys } from '../my-songs/api';
import { createShareKey, getShareKeys, publishSong, revokeShareKey, shareByEmail, songKeys } from './api';
import { PublishDialog } from './PublishDialog';
import { copyText } from './copy-text';
import type { SongPage } from './types';

const KIND_LABEL: Record<TShareKey['kind'], string> = { link: 'Link', email: 'E-mail', gift: 'Gift e-mail' };
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

async function copyAndSay(url: string, title: string, description: string) {
  if (await copyText(url)) toast({ title, description, variant: 'success' });
  else toast({ title: 'Could not copy the link', description: url, variant: 'error' });
}

/**
 * The owner's Share (or whoever holds the buyer's link): a private link they can revoke, an e-mail with a
 * private link for each recipient, or making the song public. Each action says which it did.
 */
export function ShareDialog({
  song,
  title,
  open,
  onOpenChange,
}: {
  song: SongPage;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const keysKey = ['songs', song.id, 'share-keys'] as const;
  const keys = useQuery({
    queryKey: keysKey,
    queryFn: ({ signal }) => getShareKeys(song.id, signal),
    enabled: open && !song.isPublic,
  });
  const [emails, setEmails] = useState('');
  const [message, setMessage] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [publishing, setPublishing] = useState(false);
  const publicUrl = `${window.location.origin}/track/${song.id}`;

  const create = useMutation({
    mutationFn: () => createShareKey(song.id),
    onSuccess: async (made) => {
      void queryClient.invalidateQueries({ queryKey: keysKey });
      await copyAndSay(
        made.url,
        'Private link copied',
        'Anyone with this link can listen, comment and rate. You can revoke it here at any time.',
      );
    },
    onError: (err) => toast({ title: errorMessage(err, 'Could not create a private link'), variant: 'error' }),
  });
  const revoke = useMutation({
    mutationFn: (keyId: string) => revokeShareKey(song.id, keyId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keysKey });
      toast({ title: 'Link revoked', description: 'It no longer opens the song.', variant: 'success' });
    },
    onError: (err) => toast({ title: errorMessage(err, 'Could not revoke the link'), variant: 'error' }),
  });
  const send = useMutation({
    mutationFn: (list: string[]) => shareByEmail(song.id, list, message.trim() || undefined),
    onSuccess: (result) => {
      setEmails('');
      setMessage('');
      void queryClient.invalidateQueries({ queryKey: keysKey });
      const n = result.shares_sent;
      toast({
        title: `Sent to ${n} ${n === 1 ? 'person' : 'people'}`,
        description: result.private_links
          ? 'Each got a private link of their own, listed below so you can revoke it.'
          : 'They got the link to the public song.',
        variant: 'success',
      });
    },
    onError: (err) => setEmailError(errorMessage(err, 'Could not send the e-mail')),
  });

  function submitEmails() {
    const list = emails
      .split(/[\s,;]+/)
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean);
    const bad = list.find((e) => !isEmailAddress(e));
    if (list.length === 0) return setEmailError('Please enter at least one valid email address');
    if (bad) return setEmailError(`“${bad}” is not a valid email address`);
    if (list.length > 10) return setEmailError('You can share with at most 10 addresses at once');
    setEmailError(undefined);
    send.mutate(list);
  }

  return (
    <>
      <Dialog
        open={open && !publishing}
        onOpenChange={onOpenChange}
        size="lg"
        title={`Share “${title}”`}
        description={
          song.isPublic
            ? 'This song is public: anyone with its link can listen.'
            : 'This song is private. Share it with a private link you can revoke, send it by e-mail, or make it public.'
        }
      >
        <div className="flex flex-col gap-6">
          {song.isPublic ? (
            <Button
              variant="outline"
              className="self-start"
              onClick={() =>
                void copyAndSay(publicUrl, 'Link copied to clipboard!', 'The song is public: anyone can open it.')
              }
            >
              <Copy className="size-4" aria-hidden="true" /> Copy public link
            </Button>
          ) : (
            <section aria-labelledby="share-private-heading" className="flex flex-col gap-3">
              <h3 id="share-private-heading" className="flex items-center gap-2 font-semibold">
                <Link2 className="size-4 text-link" aria-hidden="true" /> Private link
              </h3>
              <Button className="self-start" loading={create.isPending} onClick={() => create.mutate()}>
                Create and copy a private link
              </Button>
              {keys.data?.length ? (
                <ul aria-label="Private links" className="divide-y divide-border rounded-xl border border-border">
                  {keys.data.map((k) => (
                    <li key={k.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
                      <span className="min-w-0 flex-1 truncate">
                        <span className="font-medium">{k.label}</span>
                        <span className="text-muted-foreground">
                          {' '}
                          · {KIND_LABEL[k.kind]} · {dateOf(k.createdAt)}
                        </span>
                      </span>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Copy ${k.label}`}
                        onClick={() =>
                          void copyAndSay(k.url, 'Private link copied', 'Anyone with this link can listen.')
                        }
                      >
                        <Copy className="size-4" aria-hidden="true" /> Copy
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Revoke ${k.label}`}
                        loading={revoke.isPending && revoke.variables === k.id}
                        onClick={() => revoke.mutate(k.id)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" /> Revoke
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          )}

          <section aria-labelledby="share-email-heading" className="flex flex-col gap-3">
            <h3 id="share-email-heading" className="flex items-center gap-2 font-semibold">
              <Mail className="size-4 text-link" aria-hidden="true" /> Send by e-mail
            </h3>
            <Field label="E-mail addresses" error={emailError} hint="Separate several with commas (up to 10).">
              <Input
                type="text"
                inputMode="email"
                autoComplete="off"
                value={emails}
                onChange={(e) => setEmails(e.target.value)}
                placeholder="friend@example.com"
              />
            </Field>
            <Field label="Message (optional)">
              <Textarea value={message} maxLength={500} rows={2} onChange={(e) => setMessage(e.target.value)} />
            </Field>
            <Button variant="outline" className="self-start" loading={send.isPending} onClick={submitEmails}>
              Send
            </Button>
          </section>

          {!song.isPublic ? (
            <section aria-labelledby="share-public-heading" className="flex flex-col gap-2">
              <h3 id="share-public-heading" className="flex items-center gap-2 font-semibold">
                <Globe2 className="size-4 text-link" aria-hidden="true" /> Make it public
              </h3>
              <p className="text-sm text-muted-foreground">Anyone can then find it, play it and open its link.</p>
              <Button variant="outline" className="self-start" onClick={() => setPublishing(true)}>
                Make public…
              </Button>
            </section>
          ) : null}
        </div>
      </Dialog>
      {publishing ? (
        <PublishDialog
          open
          onOpenChange={(o) => {
            if (!o) setPublishing(false);
          }}
          title={title}
          genre={song.genre}
          onPublish={async (description) => {
            await publishSong(song.id, true, description);
            await queryClient.invalidateQueries({ queryKey: songKeys.all });
            void queryClient.invalidateQueries({ queryKey: mySongsKeys.all });
            await copyAndSay(publicUrl, 'The song is public: link copied', 'Anyone can now find and play it.');
            onOpenChange(false);
          }}
        />
      ) : null}
    </>
  );
}
