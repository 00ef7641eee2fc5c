/**
 * Extension `restock-alerts`: how a size an alert is about is named in messages, mails and the
 * back office ("M", or "M in Navy" for a product with colours).
 */
export function restockOptionLabel(size: string, colour?: string): string {
  return colour ? `${size} in ${colour}` : size;
}
