import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Mic, Music, Plus } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { sayName } from './api';

export type NameNotesProps = {
  requestId: string;
  token: string | null;
  names: { name: string; inDictionary: boolean }[];
  notes: Record<string, string>;
  onChange: (notes: Record<string, string>) => void;
  canSay: boolean;
  error: string | null;
};

// full width on a phone, sharing the row with its buttons from the small breakpoint up
const inputClass = 'h-10 w-full min-w-0 rounded-xl border border-input bg-card px-3 text-sm sm:w-auto sm:flex-1';

/** One row per name in the lyrics: a plain-respelling note, and the name said by the product's voice. */
export function NameNotes({ requestId, token, names, notes, onChange, canSay, error }: NameNotesProps) {
  const [extra, setExtra] = useState('');
  const listed = [
    ...names,
    ...Object.keys(notes)
      .filter((w) => !names.some((n) => n.name.toLowerCase() === w.toLowerCase()))
      .map((name) => ({ name, inDictionary: true })),
  ];
  const noteOf = (name: string) =>
    Object.entries(notes).find(([w]) => w.toLowerCase() === name.toLowerCase())?.[1] ?? '';
  const setNote = (name: string, value: string) => {
    const rest = Object.fromEntries(Object.entries(notes).filter(([w]) => w.toLowerCase() !== name.toLowerCase()));
    onChange({ ...rest, [name]: value });
  };
  const say = useMutation({
    mutationFn: (o: { word: string; sung: boolean }) =>
      sayName(requestId, { ...o, respelling: noteOf(o.word) || undefined }, token),
    onSuccess: (url) => void new Audio(url).play().catch(() => {}),
  });

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl bg-muted/40 p-4">
      <legend className="sr-only">How the names are sung</legend>
      <div>
        <h4 className="text-sm font-semibold">How the names are sung</h4>
        <p className="text-xs text-muted-foreground">
          Write a name the way it sounds, syllables split by hyphens and the stressed one in capitals: Siobhan ={' '}
          <span className="font-mono">shi-VAWN</span>, Nguyen = <span className="font-mono">win</span>.
        </p>
      </div>
      {listed.length === 0 ? <p className="text-sm text-muted-foreground">No names found in the lyrics.</p> : null}
      {listed.map(({ name, inDictionary }) => (
        <div key={name} className="flex flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <span className="min-w-24 font-medium">{name}</span>
            {!inDictionary ? (
              <Badge variant="warning">Not in our dictionary: add a note so it is sung right</Badge>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <input
              value={noteOf(name)}
              onChange={(e) => setNote(name, e.target.value)}
              aria-label={`How ${name} sounds`}
              placeholder="Sounds like… (optional)"
              maxLength={60}
              className={inputClass}
            />
            {canSay ? (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => say.mutate({ word: name, sung: false })}
                  loading={say.isPending && say.variables?.word === name && !say.variables.sung}
                >
                  <Mic className="size-4" aria-hidden="true" /> Hear it
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => say.mutate({ word: name, sung: true })}
                  loading={say.isPending && say.variables?.word === name && say.variables.sung}
                >
                  <Music className="size-4" aria-hidden="true" /> Sung
                </Button>
              </>
            ) : null}
          </div>
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <input
          value={extra}
          onChange={(e) => setExtra(e.target.value)}
          aria-label="Another name to add a note for"
          placeholder="Another name"
          maxLength={40}
          className={inputClass}
        />
        <Button
          variant="outline"
          size="sm"
          disabled={!extra.trim()}
          onClick={() => {
            setNote(extra.trim(), noteOf(extra.trim()));
            setExtra('');
          }}
        >
          <Plus className="size-4" aria-hidden="true" /> Add a name
        </Button>
      </div>
      {say.isError ? <Alert variant="error">{errorMessage(say.error)}</Alert> : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
    </fieldset>
  );
}
