// What the accounts feature offers the rest of the backend.
export type { AccountService } from './account-service';
export { BANNED_MESSAGE } from './ban-message';
export type { UserAdminService } from './user-admin-service';
