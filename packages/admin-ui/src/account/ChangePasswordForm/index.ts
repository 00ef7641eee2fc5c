export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  CURRENT_PASSWORD_REQUIRED,
} from './ChangePasswordForm';
