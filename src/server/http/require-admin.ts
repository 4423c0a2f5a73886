/**
 * Admin-only routes (admin routes check the role on the server). The role is
 * the `user.role` column of better-auth's admin plugin ('user' by default); better-auth allows several
 * comma-separated roles, so 'admin' anywhere in the list counts.
 */
import type { MiddlewareHandler } from 'hono';
import { isAdminRole } from '../services/admin/roles';
import { AppError } from './app-error';
import type { AppEnv, SessionUser } from './context';

/** Whether a user holds the 'admin' role. */
export function isAdmin(user: Pick<SessionUser, 'role'> | null | undefined): boolean {
  return isAdminRole(user?.role);
}

/** Answers 401 when signed out and 403 'forbidden' unless the user is an admin. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw new AppError(401, 'unauthorized', 'unauthorized');
  if (!isAdmin(user)) throw new AppError(403, 'forbidden', 'forbidden');
  await next();
};
