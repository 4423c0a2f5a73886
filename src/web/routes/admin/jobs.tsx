/** Route module of /admin jobs (features/admin/jobs-page.tsx). */
export { default } from '@web/features/admin/jobs-page';
