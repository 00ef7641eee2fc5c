import {
  type Address,
  type Cart,
  CHECKOUT,
  type CreateOrderResponse,
  DEFAULT_CURRENCY,
  isApiError,
  type PaymentMethod,
  type User,
} from '@atelier/api-client';
import { useOrderActions } from '@atelier/api-client/swr';
import { useState } from 'react';
import { errorText, useAction } from '../../../actions';
import { useNavigate, useRoutes, withQuery } from '../../../navigation';
import { useToast } from '../../../primitives/Toast';
import { buildOrderPayload, clearCurrentOrderId, saveCurrentOrderId } from '../order';
import type { RazorpaySuccessResponse } from '../paymentScript';

/** The merchant name shown in the payment window. */
export const MERCHANT_NAME = 'Atelier';

/**
 * A checkout failure toast: the spec's title with the server's message (or its own fallback
 * sentence, also when no answer came) for an API failure; anything else is a processing error.
 */
const failureToast = (title: string, description: string, otherwise: string) => (error: unknown) =>
  isApiError(error)
    ? {
        title,
        description: errorText(error, { unexplained: description, unanswered: description }),
      }
    : otherwise;

export interface PlaceOrderInput {
  user: User;
  cart: Cart;
  address: Address;
  paymentMethod: PaymentMethod;
}

/**
 * Creates the order and, for online payment, runs the provider's payment window through to
 * capture. `processing` holds from the create call until the shopper leaves for the success page,
 * and resets on creation failure, payment failure, closing the window and verification failure.
 */
export function usePlaceOrder(userId: string | undefined, paymentKeyId: string | undefined) {
  const { create, capture } = useOrderActions(userId);
  const { toast } = useToast();
  const navigate = useNavigate();
  const routes = useRoutes();
  const [processing, setProcessing] = useState(false);
  const createOrder = useAction(create, {
    errorToast: failureToast(
      CHECKOUT.createFailed,
      CHECKOUT.createFailedDescription,
      CHECKOUT.createError,
    ),
  });
  const capturePayment = useAction(capture, {
    errorToast: failureToast(
      CHECKOUT.verificationFailed,
      CHECKOUT.verificationFailedDescription,
      CHECKOUT.processingError,
    ),
  });

  // The success page shows the order's number and summary, so it is told which order.
  const succeed = (orderId: string | undefined) => {
    clearCurrentOrderId();
    navigate(orderId ? withQuery(routes.paymentSuccess, { orderId }) : routes.paymentSuccess);
  };

  const stop = (
    title: string,
    description?: string,
    variant: 'destructive' | 'default' = 'destructive',
  ) => {
    setProcessing(false);
    toast({ title, description, variant });
  };

  /** `orderId` is absent for backends that create online orders only at capture. */
  const verify = async (payment: RazorpaySuccessResponse, orderId: string | undefined) => {
    const outcome = await capturePayment.run({
      razorpay_order_id: payment.razorpay_order_id,
      razorpay_payment_id: payment.razorpay_payment_id,
      razorpay_signature: payment.razorpay_signature,
      orderData: { orderId },
    });
    // A backend that creates online orders only at capture names the order in its answer.
    if (outcome.status === 'success') succeed(orderId ?? outcome.data.data?._id);
    else setProcessing(false);
  };

  const openPaymentWindow = (order: CreateOrderResponse, input: PlaceOrderInput) => {
    const Razorpay = typeof window === 'undefined' ? undefined : window.Razorpay;
    if (!Razorpay) {
      stop(CHECKOUT.paymentLoadFailed);
      return;
    }
    if (!order.razorpayOrderId || order.amount === undefined) {
      stop(CHECKOUT.createFailed, CHECKOUT.createFailedDescription);
      return;
    }
    try {
      const checkout = new Razorpay({
        key: paymentKeyId ?? '',
        order_id: order.razorpayOrderId,
        amount: order.amount,
        currency: order.currency ?? DEFAULT_CURRENCY,
        name: MERCHANT_NAME,
        handler: (payment) => {
          void verify(payment, order.orderId);
        },
        modal: {
          ondismiss: () =>
            stop(CHECKOUT.paymentCancelled, CHECKOUT.paymentCancelledDescription, 'default'),
        },
        prefill: {
          name: input.user.userName,
          email: input.user.email,
          contact: input.address.phone,
        },
      });
      checkout.on('payment.failed', (failure) =>
        stop(
          CHECKOUT.paymentFailed,
          failure.error.description || CHECKOUT.paymentFailedDescription,
        ),
      );
      checkout.open();
    } catch {
      stop(CHECKOUT.processingError);
    }
  };

  const placeOrder = async (input: PlaceOrderInput) => {
    setProcessing(true);
    const outcome = await createOrder.run(
      buildOrderPayload(input.cart, input.address, input.paymentMethod),
    );
    // 'skipped': the order being created already holds the processing state.
    if (outcome.status === 'error') setProcessing(false);
    if (outcome.status !== 'success') return;
    const order = outcome.data;
    if (order.orderId) saveCurrentOrderId(order.orderId);
    if (input.paymentMethod === 'cod') succeed(order.orderId);
    else openPaymentWindow(order, input);
  };

  return { processing, placeOrder };
}
