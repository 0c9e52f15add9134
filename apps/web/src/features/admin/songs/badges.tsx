import { Archive, CircleCheck, Globe, Lock } from 'lucide-react';
import type { TSongStatus, TSongVisibility } from '@serenade/contract';
import { Badge } from '../../../ui/Badge';

export function SongStatusBadge({ status }: { status: TSongStatus }) {
  return status === 'active' ? (
    <Badge variant="success">
      <CircleCheck aria-hidden="true" />
      Active
    </Badge>
  ) : (
    <Badge variant="warning">
      <Archive aria-hidden="true" />
      Archived
    </Badge>
  );
}

export function SongVisibilityBadge({ visibility }: { visibility: TSongVisibility }) {
  return visibility === 'public' ? (
    <Badge variant="primary">
      <Globe aria-hidden="true" />
      Public
    </Badge>
  ) : (
    <Badge variant="neutral">
      <Lock aria-hidden="true" />
      Private
    </Badge>
  );
}
