export { NotFoundPage } from './NotFoundPage';
export { StatusPage, type StatusPageProps } from './StatusPage';
export { UnauthPage } from './UnauthPage';
