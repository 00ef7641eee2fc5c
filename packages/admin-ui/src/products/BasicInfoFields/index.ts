export { BasicInfoFields, type BasicInfoFieldsProps } from './BasicInfoFields';
