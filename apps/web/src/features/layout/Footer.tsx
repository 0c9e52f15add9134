import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Headphones, Mail } from 'lucide-react';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { Logo } from '../../ui/Logo';
import { useConfig } from '../site/use-config';
import { EXPLORE_LINKS, LEGAL_LINKS } from './nav-items';
import { NewsletterForm } from './NewsletterForm';
import { SocialLinks } from './SocialLinks';

// The support modal (form, schemas) loads when first wanted.
const SupportDialog = lazy(() => import('../support/SupportDialog').then((m) => ({ default: m.SupportDialog })));
const preloadSupportDialog = () => void import('../support/SupportDialog');

const linkClasses = 'text-sm text-muted-foreground transition-colors hover:text-foreground';

export function Footer() {
  const { config, isLoaded } = useConfig();
  const [supportOpen, setSupportOpen] = useState(false);
  const [supportLoaded, setSupportLoaded] = useState(false);
  const year = new Date().getFullYear();

  return (
    <footer className="mt-auto border-t border-border bg-card/60">
      <Container className="grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.6fr]">
        <div className="flex flex-col gap-4">
          <Link to="/" className="w-fit rounded-lg" aria-label="Serenade home">
            <Logo />
          </Link>
          <p className="max-w-xs text-sm text-muted-foreground">
            Personalised music for every occasion. Tell us the story, we write the song.
          </p>
          <SocialLinks />
        </div>

        <nav aria-label="Explore">
          <h2 className="mb-3 text-sm font-semibold">Explore</h2>
          <ul className="flex flex-col gap-2">
            {EXPLORE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Legal">
          <h2 className="mb-3 text-sm font-semibold">Legal</h2>
          <ul className="flex flex-col gap-2">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex flex-col gap-6">
          <section aria-labelledby="newsletter-heading" className="flex flex-col gap-3">
            <div>
              <h2 id="newsletter-heading" className="text-sm font-semibold">
                Get new songs and offers
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">One friendly e-mail a month. Unsubscribe anytime.</p>
            </div>
            <NewsletterForm />
          </section>
          <section aria-labelledby="support-heading" className="flex flex-col gap-3">
            <h2 id="support-heading" className="text-sm font-semibold">
              Need help?
            </h2>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <Button
                variant="outline"
                onClick={() => {
                  setSupportLoaded(true);
                  setSupportOpen(true);
                }}
                onPointerEnter={preloadSupportDialog}
                onFocus={preloadSupportDialog}
              >
                <Headphones className="size-4" aria-hidden="true" />
                Contact Support
              </Button>
              {isLoaded && config.supportEmail ? (
                <a href={`mailto:${config.supportEmail}`} className={`${linkClasses} inline-flex items-center gap-1.5`}>
                  <Mail className="size-4" aria-hidden="true" />
                  {config.supportEmail}
                </a>
              ) : null}
            </div>
          </section>
        </div>
      </Container>
      <div className="border-t border-border">
        <Container className="flex flex-col items-center justify-between gap-2 py-5 text-xs text-muted-foreground sm:flex-row">
          <p>© {year} Serenade. All rights reserved.</p>
          <p>Made with care for every occasion.</p>
        </Container>
      </div>
      {supportLoaded ? (
        <Suspense fallback={null}>
          <SupportDialog open={supportOpen} onOpenChange={setSupportOpen} />
        </Suspense>
      ) : null}
    </footer>
  );
}
