/** Route module of /admin chats (features/admin/chats-page.tsx). */
export { default } from '@web/features/admin/chats-page';
