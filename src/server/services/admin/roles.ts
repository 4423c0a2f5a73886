/**
 * The admin role (better-auth's admin plugin keeps roles in `user.role`, 'user' by default, and
 * allows several comma-separated roles: 'admin' anywhere in the list counts). The rule lives in
 * src/shared/roles.ts so the web app reads a role the same way.
 */
export { isAdminRole } from '../../../shared/roles';
