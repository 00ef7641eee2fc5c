export { InvalidResetLink } from './InvalidResetLink';
