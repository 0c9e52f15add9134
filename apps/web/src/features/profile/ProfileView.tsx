import { useMutation } from '@tanstack/react-query';
import { BadgeCheck, CalendarDays, MailWarning, ShieldCheck } from 'lucide-react';
import type { TAuthUser } from '@serenade/contract';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';
import { PageSpinner } from '../../ui/Spinner';
import { toast } from '../../ui/Toast';
import { resendVerification } from '../auth/api';
import { ROLE_LABELS } from '../auth/roles';
import { AvatarEditor } from './AvatarEditor';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { useProfile } from './use-profile';

function memberSince(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

function VerificationNotice({ user }: { user: TAuthUser }) {
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: () =>
      toast({
        variant: 'success',
        title: 'Verification e-mail sent',
        description: `Check the inbox of ${user.email}.`,
      }),
  });
  if (user.emailVerified) return null;
  return (
    <Alert
      variant="warning"
      title="Please confirm your e-mail address"
      action={
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" variant="outline" loading={resend.isPending} onClick={() => resend.mutate()}>
            Resend verification e-mail
          </Button>
          {resend.isError ? <span className="text-sm text-danger">{errorMessage(resend.error)}</span> : null}
        </div>
      }
    >
      We sent a link to {user.email}. Confirming it keeps your account secure and lets you receive your songs.
    </Alert>
  );
}

function ProfileSummary({ user }: { user: TAuthUser }) {
  const since = memberSince(user.createdAt);
  return (
    <Card className="flex flex-col items-center gap-5 p-6 text-center">
      <AvatarEditor user={user} />
      <div className="min-w-0">
        <p className="truncate text-xl font-semibold">{user.name}</p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Badge variant={user.role === 'user' ? 'neutral' : 'primary'}>
          <ShieldCheck aria-hidden="true" />
          <span className="sr-only">Role: </span>
          {ROLE_LABELS[user.role]}
        </Badge>
        {user.emailVerified ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden="true" /> E-mail verified
          </Badge>
        ) : (
          <Badge variant="warning">
            <MailWarning aria-hidden="true" /> E-mail not verified
          </Badge>
        )}
      </div>
      {since ? (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <CalendarDays className="size-3.5" aria-hidden="true" /> Member since {since}
        </p>
      ) : null}
    </Card>
  );
}

export function ProfileView() {
  const profile = useProfile();

  return (
    <Container className="py-10 sm:py-14">
      <title>Your Profile · Serenade</title>
      <PageHeading title="Your Profile" description="Manage your details, photo and password." className="mb-8" />
      {profile.isPending ? (
        <PageSpinner label="Loading your profile" />
      ) : profile.isError ? (
        <Alert
          variant="error"
          title="Could not load your profile"
          action={
            <Button size="sm" variant="outline" onClick={() => void profile.refetch()}>
              Try Again
            </Button>
          }
        >
          {errorMessage(profile.error)}
        </Alert>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr]">
          <ProfileSummary user={profile.data} />
          <div className="flex min-w-0 flex-col gap-6">
            <VerificationNotice user={profile.data} />
            <ProfileDetailsForm key={profile.data.id} user={profile.data} />
            <PasswordChangeForm />
          </div>
        </div>
      )}
    </Container>
  );
}
