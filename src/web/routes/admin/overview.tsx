/** Route module of /admin overview (features/admin/overview-page.tsx). */
export { default } from '@web/features/admin/overview-page';
