/** Route module of /admin providers (features/admin/providers-page.tsx). */
export { default } from '@web/features/admin/providers-page';
