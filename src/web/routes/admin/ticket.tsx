/** Route module of /admin ticket (features/admin/ticket-page.tsx). */
export { default } from '@web/features/admin/ticket-page';
