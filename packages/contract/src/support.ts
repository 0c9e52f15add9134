import { z } from 'zod';
import { ZEmail } from './common';
import { multiline } from './text';

export const SUPPORT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

export const ZSupportBody = z.strictObject({
  name: z.string().trim().min(1, 'Please enter your name').max(100, 'Name must be at most 100 characters'),
  email: ZEmail,
  subject: z.string().trim().min(1, 'Please enter a subject').max(200, 'Subject must be at most 200 characters'),
  message: multiline(
    z.string().trim().min(1, 'Please enter a message').max(5000, 'Message must be at most 5000 characters'),
  ),
  priority: z.enum(SUPPORT_PRIORITIES).default('normal'),
});
export type TSupportBody = z.input<typeof ZSupportBody>;

export const ZSupportTicket = z.object({ id: z.string() });
