import { z } from 'zod';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  time: z.string(),
});
export type THealth = z.infer<typeof ZHealth>;
