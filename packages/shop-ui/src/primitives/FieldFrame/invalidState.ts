/**
 * The `isInvalid` to hand react-aria: an explicit flag wins; a message implies invalid;
 * otherwise undefined, because `false` would switch off native validation (required, email).
 */
export function invalidState(
  isInvalid: boolean | undefined,
  errorMessage: string | undefined,
): boolean | undefined {
  return isInvalid ?? (errorMessage ? true : undefined);
}
