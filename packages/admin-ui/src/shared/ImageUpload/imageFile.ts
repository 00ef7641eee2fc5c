import { VALIDATION } from '@atelier/api-client';

/** Spec section 5: only files whose type starts with image/ may be uploaded. */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/** How a file arrived, which decides the words of the alert for a wrong type. */
export type ImageSource = 'picker' | 'drop';

export const INVALID_IMAGE_ALERT: Record<ImageSource, string> = {
  picker: VALIDATION.invalidImagePicked,
  drop: VALIDATION.invalidImageDropped,
};
