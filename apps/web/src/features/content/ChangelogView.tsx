import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '../../ui/Container';
import { Badge } from '../../ui/Badge';
import { ContentHeader } from './ContentHeader';
import { formatLongDate } from './LegalDocument';

type ChangeGroup = { title: string; items: ReactNode[] };
type Release = { date: string; title: string; tag?: string; summary: string; groups: ChangeGroup[] };

// Newest first. Add an entry with every release people can notice.
const RELEASES: Release[] = [
  {
    date: '2026-11-22',
    title: 'Serenade launches',
    tag: 'Launch',
    summary:
      'The first public version of Serenade: personalised songs written and composed for your occasion, and a place to share them.',
    groups: [
      {
        title: 'The song generator',
        items: [
          'Writes lyrics around the names, places and details you give, with verses and a chorus.',
          'Composes a melody and arranges it, with a lead instrument carrying the tune over bass, chords and rhythm, in eight styles from pop and rock to jazz and classical.',
          'Renders, mixes and masters the song to MP3, draws a cover image and times every lyric line.',
          <>
            Three example songs, made by the generator, to listen to on the <Link to="/examples">examples page</Link>.
          </>,
        ],
      },
      {
        title: 'Accounts',
        items: [
          'Register and log in, with e-mail verification and password reset.',
          'A profile with your name and photo, and a password you can change at any time.',
          'You stay signed in across tabs, and logging out ends the session on the server too.',
        ],
      },
      {
        title: 'Songs',
        items: [
          'Song pages with the player, timed lyrics and a waveform.',
          'Likes, plays, sharing by e-mail and downloads for members.',
          'Private songs are only ever served through short-lived links; seeking works in long songs.',
        ],
      },
      {
        title: 'Uploads',
        items: [
          <>
            <Link to="/upload">Upload your own recordings</Link> with a live progress bar and a cancel button.
          </>,
          'Files are checked by their content, measured and given a waveform before they are saved.',
          <>
            Choose public or private, and change your mind later in <Link to="/my-songs">My Songs</Link>.
          </>,
        ],
      },
      {
        title: 'Staying in touch',
        items: [
          'A monthly newsletter with double opt-in and one-click unsubscribe.',
          <>
            A <Link to="/feedback">feedback form</Link> with ratings and attachments, and Contact Support on every page.
          </>,
          'Standard, Express and Rush delivery, with prices shown in the FAQ and on How It Works.',
        ],
      },
    ],
  },
];

export function ChangelogView() {
  return (
    <>
      <title>Changelog · Serenade</title>
      <ContentHeader
        eyebrow="Changelog"
        title="What's new in Serenade"
        lede="Every improvement worth knowing about, newest first."
      />
      <Container className="py-12 sm:py-16">
        <ol className="flex flex-col gap-14">
          {RELEASES.map((release) => (
            <li key={`${release.date}-${release.title}`}>
              <article
                aria-labelledby={`release-${release.date}`}
                className="grid grid-cols-1 gap-6 md:grid-cols-[12rem_minmax(0,1fr)] md:gap-12"
              >
                <div className="md:pt-1.5">
                  <time dateTime={release.date} className="text-sm font-semibold text-muted-foreground">
                    {formatLongDate(release.date)}
                  </time>
                </div>
                <div className="max-w-[68ch] border-l-2 border-primary/30 pl-6">
                  <div className="flex flex-wrap items-center gap-3">
                    <h2 id={`release-${release.date}`} className="text-2xl font-bold sm:text-3xl">
                      {release.title}
                    </h2>
                    {release.tag ? <Badge variant="primary">{release.tag}</Badge> : null}
                  </div>
                  <p className="mt-3 text-lg text-muted-foreground">{release.summary}</p>
                  {release.groups.map((group) => (
                    <section key={group.title} className="mt-8">
                      <h3 className="text-lg font-semibold">{group.title}</h3>
                      <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-foreground/90 marker:text-link [&_a]:font-medium [&_a]:text-link [&_a]:underline-offset-4 [&_a:hover]:underline">
                        {group.items.map((item, i) => (
                          <li key={i}>{item}</li>
                        ))}
                      </ul>
                    </section>
                  ))}
                </div>
              </article>
            </li>
          ))}
        </ol>
      </Container>
    </>
  );
}
