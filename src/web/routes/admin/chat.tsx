/** Route module of /admin chat (features/admin/chat-page.tsx). */
export { default } from '@web/features/admin/chat-page';
