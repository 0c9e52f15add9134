import { EmailManager } from '../../features/admin/email/EmailManager';

export function AdminEmailPage() {
  return <EmailManager />;
}
