export { DeleteAddressDialog, type DeleteAddressDialogProps } from './DeleteAddressDialog';
