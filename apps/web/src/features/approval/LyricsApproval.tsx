import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Plus, RefreshCw, Save, X } from 'lucide-react';
import { lineLabel, lyricLineProblem, type TLyricsApprovalView } from '@serenade/contract';
import { ApiError, errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { orderKeys } from '../order/api';
import { approvalKeys, approveLyrics, getLyrics, redraftLyrics, saveLyrics } from './api';
import { NameNotes } from './NameNotes';

export type LyricsApprovalProps = { requestId: string; token: string | null };

const deadlineFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' });

/** The approval step of the status page: read the draft, change lines, note names, redraft, approve. */
export function LyricsApproval({ requestId, token }: LyricsApprovalProps) {
  const lyrics = useQuery({
    queryKey: approvalKeys.lyrics(requestId),
    queryFn: () => getLyrics(requestId, token),
    // while a draft is written, look again every 2 s
    refetchInterval: (q) => (q.state.data?.writing ? 2000 : false),
  });
  const view = lyrics.data;
  if (!view) {
    if (lyrics.isError) return <Alert variant="error">{errorMessage(lyrics.error)}</Alert>;
    return <Spinner label="Loading your lyrics" />;
  }
  if (view.writing || !view.sections) {
    return (
      <section aria-labelledby="lyrics-heading" className="flex flex-col gap-3 rounded-2xl border border-border p-5">
        <h3 id="lyrics-heading" className="text-lg font-semibold">
          Your lyrics
        </h3>
        <p role="status" className="flex items-center gap-2.5 text-sm text-muted-foreground">
          <Spinner className="size-4" label="" /> Writing a draft from your story. It takes a few seconds.
        </p>
      </section>
    );
  }
  // A fresh draft (or a save) gives the editor a fresh start.
  return <DraftEditor key={`${view.redraftsUsed}`} view={view} requestId={requestId} token={token} />;
}

type EditorProps = { view: TLyricsApprovalView; requestId: string; token: string | null };

function DraftEditor({ view, requestId, token }: EditorProps) {
  const queryClient = useQueryClient();
  const sections = view.sections!;
  const [lines, setLines] = useState<string[][]>(() => sections.map((s) => s.lines.map((l) => l.text)));
  const [notes, setNotes] = useState<Record<string, string>>(view.pronunciations);
  const edit = () => ({ sections: lines.map((l) => ({ lines: l })), pronunciations: cleanNotes(notes) });

  const onDone = (next: TLyricsApprovalView) => {
    queryClient.setQueryData(approvalKeys.lyrics(requestId), next);
    void queryClient.invalidateQueries({ queryKey: orderKeys.status(requestId) });
  };
  const save = useMutation({ mutationFn: () => saveLyrics(requestId, edit(), token), onSuccess: onDone });
  const redraft = useMutation({ mutationFn: () => redraftLyrics(requestId, edit(), token), onSuccess: onDone });
  const approve = useMutation({ mutationFn: () => approveLyrics(requestId, edit(), token), onSuccess: onDone });
  const failed = [save, redraft, approve].find((m) => m.isError)?.error;
  const failedField = failed instanceof ApiError ? failed.field : undefined;

  const problems = lines.map((section, s) =>
    section.map((text, l) => lyricLineProblem(text, lineLabel(sections[s]!.label, l))),
  );
  const firstProblem = problems.flat().find(Boolean);
  const busy = save.isPending || redraft.isPending || approve.isPending;

  if (view.approved) {
    return (
      <Alert variant="success" title="Lyrics approved">
        Your song is being made with these words
        {view.approvedBy === 'deadline' ? ' (the draft was used as it stood after the deadline)' : ''}.
      </Alert>
    );
  }

  const setLine = (s: number, l: number, text: string) =>
    setLines((all) => all.map((sec, i) => (i === s ? sec.map((t, j) => (j === l ? text : t)) : sec)));
  const removeLine = (s: number, l: number) =>
    setLines((all) => all.map((sec, i) => (i === s ? sec.filter((_, j) => j !== l) : sec)));
  const addLine = (s: number) => setLines((all) => all.map((sec, i) => (i === s ? [...sec, ''] : sec)));

  return (
    <section
      aria-labelledby="lyrics-heading"
      className="flex flex-col gap-5 rounded-2xl border border-border p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1.5">
        <h3 id="lyrics-heading" className="text-lg font-semibold">
          Read and approve your lyrics
        </h3>
        <p className="text-sm text-muted-foreground">
          Change any line: what you write is sung as written. Nothing is recorded until you approve.
        </p>
        {view.deadline ? (
          <p className="text-sm">
            Approve by <strong>{deadlineFormat.format(new Date(view.deadline))}</strong>. If we have not heard from you
            by then, we use this draft as it is. Your song arrives within {view.deliveryHours} hours of approval.
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-5">
        {sections.map((section, s) =>
          section.lines.length === 0 ? (
            <p key={s} className="text-xs tracking-wide text-muted-foreground uppercase">
              {section.label} · instrumental
            </p>
          ) : (
            <fieldset key={s} className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold">{section.label}</legend>
              {lines[s]!.map((text, l) => {
                const label = lineLabel(section.label, l);
                const problem =
                  problems[s]![l] ?? (failedField === `sections.${s}.lines.${l}` ? errorMessage(failed) : null);
                const mine = text.trim() !== (section.lines[l]?.text ?? '') || section.lines[l]?.mine;
                const errorId = `line-${s}-${l}-error`;
                return (
                  <div key={l} className="flex flex-col gap-1">
                    <div className="flex items-center gap-2">
                      <textarea
                        rows={1}
                        value={text}
                        // one sung line: Enter does not start another inside it
                        onChange={(e) => setLine(s, l, e.target.value.replace(/[\r\n]+/g, ' '))}
                        aria-label={label}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? errorId : undefined}
                        maxLength={500}
                        className="field-sizing-content min-h-10 min-w-0 flex-1 resize-none rounded-xl border border-input bg-card px-3 py-2 text-sm aria-invalid:border-danger"
                      />
                      {mine ? <Badge variant="primary">Yours</Badge> : null}
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Remove ${label.toLowerCase()}`}
                        disabled={lines[s]!.length <= 1}
                        onClick={() => removeLine(s, l)}
                      >
                        <X className="size-4" aria-hidden="true" />
                      </Button>
                    </div>
                    {problem ? (
                      <p id={errorId} className="text-xs text-danger">
                        {problem}
                      </p>
                    ) : null}
                  </div>
                );
              })}
              <Button variant="link" size="sm" className="self-start" onClick={() => addLine(s)}>
                <Plus className="size-4" aria-hidden="true" /> Add a line to {section.label}
              </Button>
            </fieldset>
          ),
        )}
      </div>

      <NameNotes
        requestId={requestId}
        token={token}
        names={view.names}
        notes={notes}
        onChange={setNotes}
        canSay={view.canSay}
        error={failedField?.startsWith('pronunciations') ? errorMessage(failed) : null}
      />

      {failed && !failedField?.startsWith('sections.') && !failedField?.startsWith('pronunciations') ? (
        <Alert variant="error">{errorMessage(failed)}</Alert>
      ) : null}
      {save.isSuccess && !busy ? <Alert variant="success">Your changes are saved.</Alert> : null}

      <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:flex-wrap sm:items-center">
        <Button onClick={() => approve.mutate()} loading={approve.isPending} disabled={busy || Boolean(firstProblem)}>
          <Check className="size-4" aria-hidden="true" />
          Approve lyrics
        </Button>
        <Button
          variant="outline"
          onClick={() => save.mutate()}
          loading={save.isPending}
          disabled={busy || Boolean(firstProblem)}
        >
          <Save className="size-4" aria-hidden="true" />
          Save changes
        </Button>
        <Button
          variant="outline"
          onClick={() => redraft.mutate()}
          loading={redraft.isPending}
          disabled={busy || Boolean(firstProblem) || view.redraftsLeft === 0}
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          New draft ({view.redraftsLeft} left)
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        A new draft is written afresh from your story; the lines marked “Yours” stay where they are.
      </p>
    </section>
  );
}

function cleanNotes(notes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(notes)
      .map(([k, v]) => [k.trim(), v.trim()] as const)
      .filter(([k, v]) => k && v),
  );
}
