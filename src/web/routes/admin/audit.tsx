/** Route module of /admin audit (features/admin/audit-page.tsx). */
export { default } from '@web/features/admin/audit-page';
