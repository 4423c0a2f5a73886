/** Route module of /admin/broadcasts/:id and /admin/broadcasts/new (features/admin/broadcast-page.tsx). */
export { default } from '@web/features/admin/broadcast-page';
