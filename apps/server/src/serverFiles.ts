import { fileURLToPath } from 'node:url';

/**
 * Files the server reads at run time (migrations, the test provider's script) sit beside its
 * sources, and the build copies them to the same places under dist/. This module is at the top
 * of src/ and is bundled into the top of dist/, so paths from here hold in both.
 */
export function serverFile(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.url));
}
