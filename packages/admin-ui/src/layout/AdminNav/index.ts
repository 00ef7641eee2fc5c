export { AdminNav, type AdminNavProps } from './AdminNav';
