/** Route module of /admin user (features/admin/user-page.tsx). */
export { default } from '@web/features/admin/user-page';
