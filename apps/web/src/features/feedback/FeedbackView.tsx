import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck, CircleHelp, Headphones, Mail } from 'lucide-react';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';
import { SupportEmail } from '../content/SupportEmail';
import { FeedbackForm, type FeedbackSent } from './FeedbackForm';
import type { FeedbackCategory } from './feedback-validation';

function Sent({ result, onAgain }: { result: FeedbackSent; onAgain: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center px-2 py-10 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
        <CircleCheck className="size-8" aria-hidden="true" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold focus:outline-none">
        Thank you for your feedback!
      </h2>
      <p className="mt-2 max-w-md text-muted-foreground">
        Your message is with the Serenade team. We read every one.
        {result.email ? ` If we need more details, we will write to ${result.email}.` : ''}
      </p>
      <p className="mt-2 text-xs text-muted-foreground">Reference: {result.id.slice(0, 8)}</p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button variant="outline" onClick={onAgain}>
          Send more feedback
        </Button>
        <Link to="/" className={buttonClasses({ variant: 'ghost' })}>
          Back to home
        </Link>
      </div>
    </div>
  );
}

export type FeedbackViewProps = { defaultCategory?: FeedbackCategory };

export function FeedbackView({ defaultCategory }: FeedbackViewProps) {
  const [sent, setSent] = useState<FeedbackSent | null>(null);
  const [formKey, setFormKey] = useState(0);

  return (
    <Container className="py-10 sm:py-14">
      <title>Feedback · Serenade</title>
      <PageHeading
        title="Share your feedback"
        description="Tell us what you love, what is missing and what went wrong. Every message is read by a person."
        className="mb-8"
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="p-5 sm:p-8">
          {sent ? (
            <Sent
              result={sent}
              onAgain={() => {
                setSent(null);
                setFormKey((k) => k + 1);
              }}
            />
          ) : (
            <FeedbackForm key={formKey} defaultCategory={defaultCategory} onSent={setSent} />
          )}
        </Card>
        <aside aria-labelledby="feedback-help-heading" className="rounded-2xl border border-border bg-muted/40 p-6">
          <h2 id="feedback-help-heading" className="text-base font-semibold">
            Need an answer quickly?
          </h2>
          <ul className="mt-4 flex flex-col gap-5 text-sm">
            <li className="flex gap-3">
              <CircleHelp className="mt-0.5 size-5 shrink-0 text-link" aria-hidden="true" />
              <p className="text-muted-foreground">
                Many questions about delivery, prices and refunds are answered in the{' '}
                <Link to="/faq" className="font-medium text-link hover:underline">
                  FAQ
                </Link>
                .
              </p>
            </li>
            <li className="flex gap-3">
              <Headphones className="mt-0.5 size-5 shrink-0 text-link" aria-hidden="true" />
              <p className="text-muted-foreground">
                For a problem with an order or your account, use <strong>Contact Support</strong> at the bottom of any
                page. We reply within 24 hours.
              </p>
            </li>
            <li className="flex gap-3">
              <Mail className="mt-0.5 size-5 shrink-0 text-link" aria-hidden="true" />
              <p className="text-muted-foreground">
                Or e-mail <SupportEmail />.
              </p>
            </li>
          </ul>
        </aside>
      </div>
    </Container>
  );
}
