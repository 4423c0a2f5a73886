/** Route module of /admin gallery (features/admin/gallery-page.tsx). */
export { default } from '@web/features/admin/gallery-page';
