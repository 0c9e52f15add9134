import { Link } from 'react-router';
import { ArrowRight, Cake, HeartCrack, Megaphone, PartyPopper, Snowflake, Heart, type LucideIcon } from 'lucide-react';
import { Container } from '../../ui/Container';

type UseCase = { title: string; event: string; blurb: string; icon: LucideIcon; tint: string };

const USE_CASES: UseCase[] = [
  {
    title: 'Company Announcement',
    event: 'company-announcement',
    blurb: 'Turn the big news into a chorus the whole company will be humming by lunch.',
    icon: Megaphone,
    tint: 'from-sky-500/15 to-indigo-500/15 text-sky-600 dark:text-sky-400',
  },
  {
    title: 'Gentle Break-Up',
    event: 'break-up',
    blurb: 'Say the hard thing kindly, with a melody that softens the words.',
    icon: HeartCrack,
    tint: 'from-rose-500/15 to-orange-500/15 text-rose-600 dark:text-rose-400',
  },
  {
    title: 'Holiday Anthem',
    event: 'holiday',
    blurb: "A festive sing-along packed with your family's names and inside jokes.",
    icon: Snowflake,
    tint: 'from-emerald-500/15 to-teal-500/15 text-emerald-600 dark:text-emerald-400',
  },
  {
    title: 'Secret Admirer',
    event: 'secret-admirer',
    blurb: 'Confess a crush anonymously, in a love song only they could have inspired.',
    icon: Heart,
    tint: 'from-pink-500/15 to-fuchsia-500/15 text-pink-600 dark:text-pink-400',
  },
  {
    title: 'Birthday Surprise',
    event: 'birthday',
    blurb: 'Go beyond "Happy Birthday" with a song about who they really are.',
    icon: Cake,
    tint: 'from-amber-500/15 to-yellow-500/15 text-amber-600 dark:text-amber-400',
  },
  {
    title: 'Team Celebration',
    event: 'team-celebration',
    blurb: 'Celebrate a launch, a big win or a farewell with an anthem for the whole team.',
    icon: PartyPopper,
    tint: 'from-violet-500/15 to-purple-500/15 text-violet-600 dark:text-violet-400',
  },
];

export function UseCases() {
  return (
    <section aria-labelledby="use-cases-heading" className="py-16 sm:py-24">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-link">For every occasion</p>
          <h2 id="use-cases-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
            A song says it better
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Big news, small gestures and everything in between. Pick a moment and make it unforgettable.
          </p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {USE_CASES.map(({ title, event, blurb, icon: Icon, tint }) => (
            <li key={title}>
              <Link
                to={`/create-song?event=${event}`}
                className="group flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-soft transition-[transform,box-shadow,border-color] duration-200 hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-lifted"
              >
                <span className={`flex size-12 items-center justify-center rounded-xl bg-gradient-to-br ${tint}`}>
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{title}</h3>
                <p className="mt-2 flex-1 text-sm text-muted-foreground">{blurb}</p>
                <span className="mt-5 inline-flex items-center gap-1 text-sm font-medium text-link">
                  Start this song
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
