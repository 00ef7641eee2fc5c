export {
  QUICK_ADD_TITLE,
  QuickAddSizeDialog,
  type QuickAddSizeDialogProps,
} from './QuickAddSizeDialog';
