/** Route module of /admin/refunds (features/admin/refunds-page.tsx). */
export { default } from '@web/features/admin/refunds-page';
