export {
  NotifyMe,
  type NotifyMeProps,
  type NotifyOutcome,
  type NotifyRequest,
} from './NotifyMe';
export { RestockAlert, type RestockAlertProps } from './RestockAlert';
