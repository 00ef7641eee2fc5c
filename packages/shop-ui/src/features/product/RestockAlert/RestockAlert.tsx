import type { ColourStock, Product } from '@atelier/api-client';
import {
  useExtensions,
  useRestockAlertActions,
  useRestockAlerts,
  useSession,
} from '@atelier/api-client/swr';
import { useAction } from '../../../actions';
import { errorText } from '../../../actions/errorText';
import { NotifyMe, type NotifyOutcome, type NotifyRequest } from './NotifyMe';

export interface RestockAlertProps {
  product: Product;
  /** The chosen colour, for a product with colours. */
  colour: string | null;
  /** The product's sizes with their stock (in that colour). */
  sizes: readonly ColourStock[];
}

/**
 * "Notify me" under the sizes, when the backend offers extension `restock-alerts` and a size
 * (in the chosen colour) is sold out; nothing on a backend that does not.
 */
export function RestockAlert({ product, colour, sizes }: RestockAlertProps) {
  const extensions = useExtensions();
  const session = useSession();
  const userId = session.data?.id;
  const enabled = extensions.has('restock-alerts');
  const alerts = useRestockAlerts(userId, enabled ? product._id : null);
  const actions = useRestockAlertActions(userId);
  const stop = useAction((id: string) => actions.remove(id, product._id), {
    successToast: (response) => response.message,
  });
  const notify = useAction(async ({ size, email }: NotifyRequest): Promise<NotifyOutcome> => {
    try {
      const { message, data } = await actions.subscribe({
        productId: product._id,
        size,
        ...(colour ? { colour } : {}),
        ...(email ? { email } : {}),
      });
      return { status: data.status, message };
    } catch (error) {
      // Shown beside the button rather than in a toast: the shopper may fix the address.
      return { status: 'error', message: errorText(error, 'Failed to set up the alert') };
    }
  });

  const soldOut = sizes.filter((size) => size.stock <= 0).map((size) => size.size);
  // Until the session is known, a shopper is not yet told apart from a guest.
  if (!enabled || !soldOut.length || session.data === undefined) return null;
  const mine = (alerts.data ?? []).filter((alert) => (alert.colour ?? null) === colour);
  return (
    <NotifyMe
      sizes={soldOut}
      {...(colour ? { colour } : {})}
      isGuest={session.data === null}
      subscribed={mine.map((alert) => alert.size)}
      isPending={notify.isPending || stop.isPending}
      onNotify={async (request) => {
        const outcome = await notify.run(request);
        return outcome.status === 'success' ? outcome.data : null;
      }}
      onStop={(size) => {
        const alert = mine.find((entry) => entry.size === size);
        if (alert) void stop.run(alert._id);
      }}
    />
  );
}
