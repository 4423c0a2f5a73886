/**
 * The admin role (better-auth's admin plugin keeps roles in `user.role`, 'user' by default, and
 * allows several comma-separated roles: 'admin' anywhere in the list counts). Shared by the server's
 * admin gate and the web app, which only uses it to show or hide the way to /admin: the server checks
 * the role on every admin route.
 */

/** Whether a `user.role` value holds the 'admin' role. */
export function isAdminRole(role: string | null | undefined): boolean {
  return (role ?? '')
    .split(',')
    .map((r) => r.trim())
    .includes('admin');
}
