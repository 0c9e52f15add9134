import { z } from 'zod';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  time: z.string(),
});
export type THealth = z.infer<typeof ZHealth>;

/** `/api/ready`: whether this process can serve orders (its database and its file storage both work). */
export const ZReady = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  storage: z.enum(['up', 'down']),
  /** What is wrong, in one line, when something is down. */
  problem: z.string().nullable(),
  time: z.string(),
});
export type TReady = z.infer<typeof ZReady>;
