import { Link } from 'react-router';
import { ArrowRight, Ear, HandHeart, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';
import { buttonClasses } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { SONG_OFFER, useSongKind } from '../order/song-offer';
import { ContentHeader } from './ContentHeader';
import { Credits } from './Credits';
import { Prose } from './Prose';

type Value = { title: string; body: string; icon: LucideIcon };

const VALUES: Value[] = [
  {
    title: 'Personal over generic',
    body: 'A song that could be about anyone is about no one. We write around the names, places and little details that only you know.',
    icon: HandHeart,
  },
  {
    title: 'Honest about what we make',
    // Replaced by what the server says a buyer receives (SONG_OFFER), so the promise stays true.
    body: 'We say what you get before you order, not after.',
    icon: Ear,
  },
  {
    title: 'Private by default',
    body: 'The stories you tell us are yours. Custom songs stay private until you decide to share them, and we never sell your data.',
    icon: ShieldCheck,
  },
  {
    title: 'Joy, on time',
    body: 'A birthday song the day after the birthday is a sad song. Every order comes with a delivery promise, and if we miss it, you get your money back.',
    icon: Sparkles,
  },
];

export function AboutView() {
  const kind = useSongKind();
  const offer = kind ? SONG_OFFER[kind] : null;
  return (
    <>
      <title>About · Serenade</title>
      <ContentHeader
        eyebrow="About Serenade"
        title="Personalised music for every occasion"
        lede="We believe everyone deserves a song written just for them, and that you shouldn't need a studio, a band or a month of notice to give one."
      />

      <Container className="grid grid-cols-1 gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <Prose>
          <h2>Our story</h2>
          <p>
            Serenade began with a simple observation: the moments people remember are the personal ones. The toast that
            mentioned the camping trip. The card with the inside joke. Yet when it came to music, the most personal gift
            of all, the choice was between a generic &ldquo;Happy Birthday&rdquo; and hiring a songwriter, with the cost
            and the waiting that comes with it.
          </p>
          <p>
            So we set out to build a songwriter that is always available. Tell it about the person, the occasion and the
            feeling you want to share, and it writes the lyrics, composes the music and renders a finished track,
            usually in less time than it takes to wrap a present.
          </p>
          <h2>What we do</h2>
          <p>
            Serenade turns a short description into a complete, original song. Our generator writes lyrics that use the
            names and details you give, composes a melody for them and arranges it, a lead instrument over bass, chords
            and rhythm, in the style you choose, from acoustic pop to hip-hop, jazz or rock. The result is mixed,
            mastered and delivered as an MP3 with its own cover image and a song page where the lyrics scroll in time.
          </p>
          {kind === 'instrumental' ? (
            <p>
              Songs are instrumental today: a lead instrument carries the tune of your lyrics rather than a singer. We
              think a melody written for someone, with their story on screen, already says a great deal.
            </p>
          ) : kind === 'sung' ? (
            <p>
              Songs are sung by a synthesised voice, female or male, that sings your lyrics on the melody, syllable by
              syllable, while the words light up on screen. You choose the voice when you order, or let the style
              choose.
            </p>
          ) : null}
          <p>
            Serenade is also a community. Members upload their own recordings, make their songs public, and like,
            comment on and share each other&apos;s music. Every custom song stays private unless its owner chooses
            otherwise.
          </p>
          <h2>Who it&apos;s for</h2>
          <ul>
            <li>Friends and families marking birthdays, anniversaries, weddings and holidays.</li>
            <li>Teams celebrating a launch, a milestone or a farewell, and companies with news to share.</li>
            <li>
              Anyone with something to say that is easier to sing than to speak, from a secret crush to a gentle
              goodbye.
            </li>
          </ul>
        </Prose>

        <aside aria-labelledby="about-facts-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-border bg-card p-6 shadow-soft">
            <h2 id="about-facts-heading" className="text-base font-semibold">
              Serenade at a glance
            </h2>
            <dl className="mt-4 flex flex-col gap-4 text-sm">
              <div>
                <dt className="font-semibold">What you get</dt>
                <dd className="text-muted-foreground">{offer?.glance ?? 'A song written for you, as an MP3.'}</dd>
              </div>
              <div>
                <dt className="font-semibold">How fast</dt>
                <dd className="text-muted-foreground">
                  Standard, express or rush delivery: you choose. Speeds and prices are in{' '}
                  <Link to="/how-it-works" className="font-medium text-link hover:underline">
                    how it works
                  </Link>
                  .
                </dd>
              </div>
              <div>
                <dt className="font-semibold">Who hears it</dt>
                <dd className="text-muted-foreground">Only the people you choose. Public if and when you want.</dd>
              </div>
            </dl>
            <Link to="/examples" className={buttonClasses({ variant: 'outline', fullWidth: true, className: 'mt-6' })}>
              Hear example songs
            </Link>
          </div>
        </aside>
      </Container>

      <section aria-labelledby="values-heading" className="bg-muted/50 py-14 sm:py-20">
        <Container>
          <div className="max-w-2xl">
            <p className="text-sm font-semibold text-link">What we care about</p>
            <h2 id="values-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
              Our values
            </h2>
          </div>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2">
            {VALUES.map(({ title, body, icon: Icon, icon }) => (
              <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-soft">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-gradient text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-muted-foreground">{icon === Ear && offer ? offer.about : body}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Credits />

      <section aria-labelledby="about-cta-heading" className="py-14 sm:py-20">
        <Container className="flex flex-col items-center text-center">
          <h2 id="about-cta-heading" className="text-3xl font-bold">
            Who will you write a song for?
          </h2>
          <p className="mt-3 max-w-xl text-lg text-muted-foreground">
            Two minutes to describe it. A lifetime to remember it.
          </p>
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <Link to="/create-song" className={buttonClasses({ size: 'lg' })}>
              Create a Custom Song <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to="/feedback" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              Tell us what you think
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
