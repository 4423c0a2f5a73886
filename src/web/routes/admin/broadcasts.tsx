/** Route module of /admin/broadcasts (features/admin/broadcasts-page.tsx). */
export { default } from '@web/features/admin/broadcasts-page';
