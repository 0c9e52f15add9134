import type { TRole } from '@serenade/contract';
import { ROLE_LABELS } from '../../auth/roles';
import { Badge } from '../../../ui/Badge';

export function RoleBadge({ role }: { role: TRole }) {
  return (
    <Badge variant={role === 'user' ? 'neutral' : 'primary'} className="whitespace-nowrap">
      {ROLE_LABELS[role]}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: 'active' | 'suspended' }) {
  return (
    <Badge variant={status === 'active' ? 'success' : 'danger'} className="whitespace-nowrap">
      {status === 'active' ? 'Active' : 'Suspended'}
    </Badge>
  );
}
