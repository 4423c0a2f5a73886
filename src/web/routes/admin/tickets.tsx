/** Route module of /admin tickets (features/admin/tickets-page.tsx). */
export { default } from '@web/features/admin/tickets-page';
