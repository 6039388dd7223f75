// What the accounts feature offers the rest of the backend.
export {
  type ConfirmPassword,
  WRONG_PASSWORD,
  createPasswordConfirmation,
} from './confirm-password';
