// What the accounts feature offers the rest of the backend.
export {
  type ConfirmPassword,
  WRONG_PASSWORD,
  createPasswordConfirmation,
} from './confirm-password';
export { organiserNameOf, organisersToTell, usernameOf } from './organisers-repository';
