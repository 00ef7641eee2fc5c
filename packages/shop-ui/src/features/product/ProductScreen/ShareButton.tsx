import { NativeButton } from '../../../primitives/NativeButton';
import { useToast } from '../../../primitives/Toast';

export interface ShareButtonProps {
  /** What is shared: the product's title and its page's address (made absolute on press). */
  title: string;
  href: string;
}

/** Said once the address is on the clipboard (the share sheet confirms a share itself). */
export const LINK_COPIED = 'Link copied';
export const LINK_NOT_COPIED = 'Could not copy the link';

/**
 * Share: the system's share sheet where the browser has the Web Share API (phones), the address
 * copied to the clipboard otherwise, with a toast saying so.
 */
export function ShareButton({ title, href }: ShareButtonProps) {
  const { toast } = useToast();

  async function share() {
    const url = new URL(href, window.location.href).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The person closed the sheet: nothing to say. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: LINK_COPIED, description: url });
    } catch {
      toast({ title: LINK_NOT_COPIED, description: url, variant: 'destructive' });
    }
  }

  return (
    <NativeButton variant="secondary" onClick={() => void share()}>
      Share
    </NativeButton>
  );
}
