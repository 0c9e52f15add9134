import type { ReactNode } from 'react';
import { Container } from '../../ui/Container';
import { ContentHeader } from './ContentHeader';
import { Prose } from './Prose';

export type LegalSection = { id: string; title: string; content: ReactNode };

export type LegalDocumentProps = {
  title: string;
  /** ISO date the text last changed. */
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
};

export function formatLongDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** A policy page: heading, date, a table of contents beside numbered sections. */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <>
      <title>{`${title} · Serenade`}</title>
      <ContentHeader eyebrow="Legal" title={title} lede={intro}>
        <p className="mt-6 text-sm text-muted-foreground">
          Last updated <time dateTime={updated}>{formatLongDate(updated)}</time>
        </p>
      </ContentHeader>
      <Container className="grid grid-cols-1 gap-10 py-12 sm:py-16 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">On this page</p>
          <ol className="mt-3 flex flex-col gap-1 border-l border-border text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent py-1 pl-4 text-muted-foreground transition-colors hover:border-primary hover:text-foreground"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Prose>
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>
                {index + 1}. {section.title}
              </h2>
              {section.content}
            </section>
          ))}
        </Prose>
      </Container>
    </>
  );
}
