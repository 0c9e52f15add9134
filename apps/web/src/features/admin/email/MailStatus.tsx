import { Badge, type BadgeVariant } from '../../../ui/Badge';

const STATUS: Record<string, [label: string, variant: BadgeVariant]> = {
  queued: ['Queued', 'warning'],
  sent: ['Sent', 'success'],
  stored: ['Sent to outbox', 'primary'],
  failed: ['Failed', 'danger'],
};

export function MailStatus({ status }: { status: string }) {
  const [label, variant] = STATUS[status] ?? [status, 'neutral'];
  return <Badge variant={variant}>{label}</Badge>;
}
