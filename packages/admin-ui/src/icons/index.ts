export { DashboardIcon, ImageIcon, PackageIcon, ReceiptIcon, UploadIcon } from './icons';
