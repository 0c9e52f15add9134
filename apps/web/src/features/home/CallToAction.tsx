import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Container } from '../../ui/Container';

export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="py-16 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-brand-gradient px-6 py-14 text-center text-white shadow-lifted sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgb(255_255_255/0.25),transparent_45%),radial-gradient(circle_at_90%_100%,rgb(255_255_255/0.18),transparent_40%)]"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2 id="cta-heading" className="text-3xl font-bold sm:text-4xl">
              Ready to make someone&apos;s day?
            </h2>
            <p className="mt-4 text-lg text-white/85">
              Describing your song takes two minutes. The smile when they hear it lasts a lot longer.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link
                to="/create-song"
                className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-white px-6 font-semibold text-violet-700 shadow-soft transition-transform hover:-translate-y-px focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                Start Your Song <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <Link
                to="/examples"
                className="inline-flex h-12 items-center justify-center rounded-xl border border-white/40 px-6 font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                Hear Examples
              </Link>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
