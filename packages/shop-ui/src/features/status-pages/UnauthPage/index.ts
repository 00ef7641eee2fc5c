export { UnauthPage } from './UnauthPage';
