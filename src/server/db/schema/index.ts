/** Every table of the database, for drizzle and drizzle-kit. */
export * from './auth';
export * from './subscribers';
export * from './user-preferences';
export * from './credit-transactions';
export * from './rate-limits';
export * from './images';
export * from './image-favorites';
export * from './videos';
export * from './billing';
export * from './user-profiles';
export * from './admin-audit-log';
export * from './account-choices';
export * from './notices';
export * from './gallery';
export * from './support';
export * from './account-data';
export * from './studio';
