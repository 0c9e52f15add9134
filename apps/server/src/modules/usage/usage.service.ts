import type { Db } from '../../db/client';
import { usageEvents } from '../../db/schema';
import type { UserRow } from '../users/users.repo';

export function createUsageService(db: Db) {
  async function track(
    user: UserRow | null,
    action: string,
    resourceId: string | null | undefined,
    metadata: Record<string, unknown> = {},
  ): Promise<void> {
    await db.insert(usageEvents).values({ userId: user?.id ?? null, action, resourceId: resourceId ?? null, metadata });
  }
  return { track };
}

export type UsageService = ReturnType<typeof createUsageService>;
