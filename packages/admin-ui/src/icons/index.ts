export {
  DashboardIcon,
  ImageIcon,
  PackageIcon,
  ReceiptIcon,
  UploadIcon,
  UsersIcon,
} from './icons';
