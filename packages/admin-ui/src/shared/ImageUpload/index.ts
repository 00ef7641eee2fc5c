export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { type ImageSource, INVALID_IMAGE_ALERT, isImageFile } from './imageFile';
