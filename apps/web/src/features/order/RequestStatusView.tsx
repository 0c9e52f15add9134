import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ListMusic, LogIn } from 'lucide-react';
import { buttonClasses } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';
import { PageSpinner } from '../../ui/Spinner';
import { loginPathFor } from '../auth/redirect';
import { useSession } from '../auth/use-session';
import { ConfirmEmailNotice } from './ConfirmEmailNotice';
import { RequestStatusCard } from './RequestStatusCard';
import { useCheckout } from './use-checkout';

/** /requests/:requestId — follows one song request; visitors use the private ?token= from their e-mail. */
export function RequestStatusView() {
  const { requestId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const location = useLocation();
  const { status, user } = useSession();
  const checkout = useCheckout();

  let body;
  if (status === 'restoring') {
    body = <PageSpinner label="Restoring your session" />;
  } else if (!user && !token) {
    body = (
      <div className="rounded-2xl border border-border bg-card p-6 text-center shadow-soft">
        <p className="text-muted-foreground">
          Log in with the account you ordered with, or open the link from your confirmation e-mail.
        </p>
        <Link to={loginPathFor(location.pathname + location.search)} className={buttonClasses({ className: 'mt-5' })}>
          <LogIn className="size-4" aria-hidden="true" />
          Log in
        </Link>
      </div>
    );
  } else {
    body = (
      <RequestStatusCard
        key={requestId}
        requestId={requestId}
        token={token}
        isMember={Boolean(user)}
        checkout={checkout}
      />
    );
  }

  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <title>Your song request · Serenade</title>
      <PageHeading
        title="Your song request"
        description="This page updates by itself while your song is being made."
        actions={
          user ? (
            <Link to="/my-songs" className={buttonClasses({ variant: 'outline' })}>
              <ListMusic className="size-4" aria-hidden="true" />
              My Songs
            </Link>
          ) : null
        }
      />
      <div className="mt-8">
        {params.get('confirm') || params.has('confirmed') ? <ConfirmEmailNotice requestId={requestId} /> : null}
        {body}
      </div>
    </Container>
  );
}
