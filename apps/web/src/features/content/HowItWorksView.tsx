import { Link } from 'react-router';
import {
  ArrowRight,
  AudioLines,
  FileAudio,
  Image,
  Link2,
  ListMusic,
  Lock,
  PenLine,
  Share2,
  type LucideIcon,
} from 'lucide-react';
import { Container } from '../../ui/Container';
import { SongKindText } from '../order/SongKindText';
import { ContentHeader } from './ContentHeader';
import { PricingTiers } from './PricingTiers';

type Step = { title: string; icon: LucideIcon; intro: string; points: string[] };

const STEPS: Step[] = [
  {
    title: 'Describe your song',
    icon: PenLine,
    intro: "Tell us who it's for and what makes them special. A few honest sentences are all it takes.",
    points: [
      'The occasion: a birthday, a wedding, a farewell, big news at work.',
      'Names, places, inside jokes and memories you want to hear in the lyrics.',
      'A style or two, such as acoustic pop, upbeat rock or soft jazz, and the mood you are after.',
      'How fast you need it, and whether it should be public or private.',
    ],
  },
  {
    title: 'We generate your song',
    icon: AudioLines,
    intro: 'Serenade turns your description into a finished piece of music, made for this one occasion.',
    points: [
      'Lyrics are written around your details, with verses and a chorus that people remember.',
      'A melody is composed for those lyrics and arranged in your chosen style.',
      'The arrangement is rendered, mixed and mastered into an MP3 with a cover image.',
      'The lyrics are timed to the music, ready to scroll along on the song page.',
    ],
  },
  {
    title: 'Share the magic',
    icon: Share2,
    intro: 'We e-mail you the moment your song is ready. What happens next is up to you.',
    points: [
      'Play it on its own song page, with lyrics in time, or download the MP3.',
      'Send it by e-mail to everyone who should hear it, even anonymously.',
      'Keep it private, or make it public so the whole community can enjoy it.',
      'Not quite right? Every song includes one revision.',
    ],
  },
];

const DELIVERABLES: { icon: LucideIcon; title: string; body: string }[] = [
  { icon: PenLine, title: 'Original lyrics', body: 'Written for your occasion, with the names and details you gave.' },
  {
    icon: ListMusic,
    title: 'A full arrangement',
    // The last words come from what the server says a buyer receives (SongKindText below).
    body: 'Bass, chords, rhythm and a lead melody that carries the tune.',
  },
  { icon: FileAudio, title: 'An MP3 to keep', body: 'Download it, play it at the party, send it on.' },
  { icon: Image, title: 'Cover art', body: 'Every song gets its own cover image for sharing.' },
  { icon: Link2, title: 'A song page', body: 'Lyrics that scroll in time with the music, likes and comments.' },
  { icon: Lock, title: 'Your choice of privacy', body: 'Private by default for custom songs; public when you say so.' },
];

export function HowItWorksView() {
  return (
    <>
      <title>How It Works · Serenade</title>
      <ContentHeader
        eyebrow="How it works"
        title="From a few sentences to a finished song"
        lede="Three steps, no musical talent required. Here is what happens between your description and the moment they press play."
      />

      <Container className="py-14 sm:py-20">
        <ol className="flex flex-col gap-6">
          {STEPS.map(({ title, icon: Icon, intro, points }, index) => (
            <li
              key={title}
              className="grid grid-cols-1 gap-6 rounded-2xl border border-border bg-card p-6 shadow-soft sm:p-8 md:grid-cols-[16rem_minmax(0,1fr)] md:gap-10"
            >
              <div>
                <div className="flex items-center gap-4">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-gradient text-white shadow-soft">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <span className="font-display text-5xl font-extrabold text-muted" aria-hidden="true">
                    {index + 1}
                  </span>
                </div>
                <h2 className="mt-5 text-2xl font-bold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h2>
              </div>
              <div className="max-w-[65ch]">
                <p className="text-lg text-muted-foreground">{intro}</p>
                <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 marker:text-link">
                  {points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </Container>

      <section aria-labelledby="deliverables-heading" className="bg-muted/50 py-14 sm:py-20">
        <Container>
          <div className="max-w-2xl">
            <h2 id="deliverables-heading" className="text-3xl font-bold">
              What you receive
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">Every song, whichever speed you choose.</p>
          </div>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {DELIVERABLES.map(({ icon: Icon, title, body }) => (
              <li key={title} className="flex gap-4 rounded-2xl border border-border bg-card p-5">
                <Icon className="mt-0.5 size-5 shrink-0 text-link" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {body}
                    {Icon === ListMusic ? (
                      <SongKindText
                        sung=" Sung by a synthesised female or male voice."
                        instrumental=" Instrumental, with no sung vocals."
                        produced=""
                      />
                    ) : null}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="tiers-heading" className="py-14 sm:py-20">
        <Container>
          <div className="max-w-2xl">
            <h2 id="tiers-heading" className="text-3xl font-bold">
              Choose your delivery speed
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">
              The song is the same at every speed; you only decide how soon you need it. Bundles and the monthly
              subscription bring the price of the faster tiers down.
            </p>
          </div>
          <PricingTiers className="mt-10" />
          <p className="mt-6 text-sm text-muted-foreground">
            Questions about revisions or refunds? See the{' '}
            <Link to="/faq#changes" className="font-medium text-link hover:underline">
              FAQ
            </Link>
            .
          </p>
        </Container>
      </section>

      <section aria-labelledby="how-cta-heading" className="pb-16 sm:pb-24">
        <Container>
          <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-gradient px-6 py-10 text-white shadow-lifted sm:px-12 md:flex-row md:items-center md:justify-between">
            <div>
              <h2 id="how-cta-heading" className="text-2xl font-bold sm:text-3xl">
                Ready when you are
              </h2>
              <p className="mt-2 text-white/85">Describe your song in two minutes, or listen to a few first.</p>
            </div>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Link
                to="/create-song"
                className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-white px-6 font-semibold text-violet-700 shadow-soft transition-transform hover:-translate-y-px focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                Create a Custom Song <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <Link
                to="/examples"
                className="inline-flex h-12 items-center justify-center rounded-xl border border-white/40 px-6 font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                Hear Examples
              </Link>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
