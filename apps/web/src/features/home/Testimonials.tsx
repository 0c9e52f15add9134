import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { Container } from '../../ui/Container';
import { cn } from '../../ui/cn';
import { useMediaQuery } from '../../ui/use-media-query';

type Testimonial = { quote: string; name: string; occasion: string };

const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'My sister cried, then laughed, then made us play it four more times. It had her surfing, her lemon cake, all of it.',
    name: 'Daniel R.',
    occasion: 'Birthday Surprise',
  },
  {
    quote:
      'We announced our product launch with a song instead of a slide deck. The whole company was humming it by lunch.',
    name: 'Priya S.',
    occasion: 'Company Announcement',
  },
  {
    quote: 'I played it at our first dance. Every guest asked who wrote it, and I got to say: it was written for us.',
    name: 'Marco & Elena',
    occasion: 'Wedding',
  },
  {
    quote:
      'Our team had a rough quarter. A silly anthem with everyone’s name in it did more for morale than any offsite.',
    name: 'Jordan T.',
    occasion: 'Team Celebration',
  },
];

/** SPEC 9: the carousel moves on every 5 seconds. */
export const CAROUSEL_INTERVAL_MS = 5000;

export function Testimonials() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // Reduced motion: no automatic movement unless the visitor starts it.
  const [startedByUser, setStartedByUser] = useState(false);
  const autoplay = !stopped && (!reducedMotion || startedByUser);
  const rotating = autoplay && !hovered && !focused;
  const count = TESTIMONIALS.length;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count, index]);

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section aria-labelledby="testimonials-heading" className="py-16 sm:py-24">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-link">Loved by listeners</p>
          <h2 id="testimonials-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
            Songs people remember
          </h2>
        </div>
        <div
          role="group"
          aria-roledescription="carousel"
          aria-label="What people say about Serenade"
          className="relative mx-auto mt-10 max-w-3xl"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          <div
            className="overflow-hidden rounded-3xl border border-border bg-card shadow-soft"
            // Announce slide changes only when the visitor is driving them.
            aria-live={rotating ? 'off' : 'polite'}
          >
            <div
              className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
              style={{ transform: `translateX(-${index * 100}%)` }}
            >
              {TESTIMONIALS.map((t, i) => (
                <div
                  key={t.name}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  aria-hidden={i !== index}
                  inert={i !== index}
                  className="w-full shrink-0 px-6 py-10 text-center sm:px-14 sm:py-12"
                >
                  <figure>
                    <Quote className="mx-auto size-8 text-primary/40" aria-hidden="true" />
                    <blockquote className="mt-4 font-display text-xl leading-relaxed font-medium text-balance sm:text-2xl">
                      “{t.quote}”
                    </blockquote>
                    <figcaption className="mt-6 text-sm">
                      <span className="font-semibold">{t.name}</span>
                      <span className="text-muted-foreground"> · {t.occasion}</span>
                    </figcaption>
                  </figure>
                </div>
              ))}
            </div>
          </div>
          <div className="mt-5 flex items-center justify-center gap-3">
            <button
              type="button"
              onClick={() => {
                setStopped(autoplay);
                if (!autoplay) setStartedByUser(true);
              }}
              aria-label={autoplay ? 'Stop automatic rotation' : 'Start automatic rotation'}
              className="inline-flex size-9 items-center justify-center rounded-full border border-border bg-card text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              {autoplay ? (
                <Pause className="size-4" aria-hidden="true" />
              ) : (
                <Play className="size-4 translate-x-px" aria-hidden="true" />
              )}
            </button>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label="Previous testimonial"
              className="inline-flex size-9 items-center justify-center rounded-full border border-border bg-card hover:bg-muted"
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
            </button>
            <div className="flex items-center gap-1.5">
              {TESTIMONIALS.map((t, i) => (
                <button
                  key={t.name}
                  type="button"
                  onClick={() => go(i)}
                  aria-label={`Show testimonial ${i + 1} of ${count}`}
                  aria-current={i === index ? 'true' : undefined}
                  className="flex size-6 items-center justify-center rounded-full"
                >
                  <span
                    className={cn(
                      'block h-2 rounded-full transition-[width,background-color] motion-reduce:transition-none',
                      i === index ? 'w-6 bg-primary' : 'w-2 bg-border',
                    )}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label="Next testimonial"
              className="inline-flex size-9 items-center justify-center rounded-full border border-border bg-card hover:bg-muted"
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      </Container>
    </section>
  );
}
