import { AudioLines, PenLine, Share2, type LucideIcon } from 'lucide-react';
import { Container } from '../../ui/Container';

type Step = { title: string; body: string; icon: LucideIcon };

const STEPS: Step[] = [
  {
    title: 'Describe Your Song',
    body: "Tell us who it's for, the occasion and the details that make it theirs: names, memories, inside jokes.",
    icon: PenLine,
  },
  {
    title: 'We Generate Your Song',
    body: 'Serenade writes the lyrics, composes the arrangement and renders a finished track in the style you chose.',
    icon: AudioLines,
  },
  {
    title: 'Share The Magic',
    body: 'Get a private link, send it by e-mail to everyone who should hear it, or publish it for the world.',
    icon: Share2,
  },
];

export type StepsProps = { headingLevel?: 'h1' | 'h2' };

export function Steps({ headingLevel: Heading = 'h2' }: StepsProps) {
  return (
    <section id="how-it-works" aria-labelledby="steps-heading" className="bg-muted/50 py-16 sm:py-24">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-link">How it works</p>
          <Heading id="steps-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
            From a few sentences to a finished song
          </Heading>
          <p className="mt-4 text-lg text-muted-foreground">Three steps, no musical talent required.</p>
        </div>
        <ol className="mt-12 grid gap-5 md:grid-cols-3">
          {STEPS.map(({ title, body, icon: Icon }, index) => (
            <li key={title} className="relative rounded-2xl border border-border bg-card p-7 shadow-soft">
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-gradient text-white shadow-soft">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="font-display text-5xl font-extrabold text-muted" aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-6 text-xl font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-muted-foreground">{body}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
