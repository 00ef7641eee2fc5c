export { DemoNotice, type DemoNoticeProps, NOTICE_DISMISSED_KEY } from './DemoNotice';
