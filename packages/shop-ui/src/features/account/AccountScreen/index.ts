export { AccountScreen, type AccountScreenProps, type AccountTab } from './AccountScreen';
