import { Link } from 'react-router';
import { ArrowRight, UserRound } from 'lucide-react';
import { buttonClasses } from '../../ui/Button';
import { Avatar } from '../../ui/Avatar';
import { Card } from '../../ui/Card';
import { useSession } from '../auth/use-session';
import { ROLE_LABELS } from '../auth/roles';
import { useProfile } from '../profile/use-profile';

/** A summary of the account; name, e-mail, avatar and password are edited on /profile. */
export function AccountSection() {
  const { user: sessionUser } = useSession();
  const profile = useProfile();
  const name = profile.data?.name ?? sessionUser?.name ?? '';
  const email = profile.data?.email ?? sessionUser?.email ?? '';
  const role = profile.data?.role ?? sessionUser?.role ?? 'user';
  return (
    <section aria-labelledby="settings-account" className="flex flex-col gap-4">
      <h2 id="settings-account" className="flex items-center gap-2 text-xl font-semibold">
        <UserRound className="size-5 text-link" aria-hidden="true" />
        Account
      </h2>
      <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6">
        <Avatar name={name || email} src={profile.data?.avatar ?? sessionUser?.avatar} size="lg" />
        <dl className="grid min-w-0 flex-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Name</dt>
          <dd className="truncate font-medium">{name}</dd>
          <dt className="text-muted-foreground">E-mail</dt>
          <dd className="truncate font-medium">{email}</dd>
          <dt className="text-muted-foreground">Role</dt>
          <dd className="font-medium">{ROLE_LABELS[role]}</dd>
        </dl>
        <Link to="/profile" className={buttonClasses({ variant: 'outline', className: 'sm:self-center' })}>
          Edit profile
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </Card>
    </section>
  );
}
