/** Route module of /admin users (features/admin/users-page.tsx). */
export { default } from '@web/features/admin/users-page';
