/**
 * Contract of dedicated account managers: the user's view (the manager's name and photo) and the
 * admin's (the manager, whether the plan includes one, the admins to choose from).
 */
import { z } from 'zod';

/** The manager as the managed user sees them. `photoUrl` is app-relative, null without a photo. */
export const accountManagerSchema = z.object({ name: z.string(), photoUrl: z.string().nullable() }).meta({ id: 'AccountManager' });
export type AccountManager = z.infer<typeof accountManagerSchema>;

export const adminAccountManagerSchema = z
  .object({
    /** Whether the user's plan includes a dedicated manager (Pro). */
    eligible: z.boolean(),
    manager: z.object({ id: z.string(), name: z.string(), email: z.string(), assignedAt: z.string() }).nullable(),
    /** Users with the admin role. */
    candidates: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  })
  .meta({ id: 'AdminAccountManager' });
export type AdminAccountManager = z.infer<typeof adminAccountManagerSchema>;

/** PUT /admin/users/{id}/manager. */
export const assignManagerSchema = z.object({ managerId: z.string().min(1).max(100) }).meta({ id: 'AssignManagerRequest' });
