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
import { useNavigate } from '../../../navigation';
import { useToast } from '../../../primitives/Toast';
import {
  buildOrderPayload,
  clearCurrentOrderId,
  saveCurrentOrderId,
  serverMessageOf,
} from '../order';
import type { RazorpaySuccessResponse } from '../paymentScript';

export const PAYMENT_SUCCESS_PATH = '/shop/payment-success';
/** The merchant name shown in the payment window. */
export const MERCHANT_NAME = 'Atelier';

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
  const [processing, setProcessing] = useState(false);

  const succeed = () => {
    clearCurrentOrderId();
    navigate(PAYMENT_SUCCESS_PATH);
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
    try {
      await capture({
        razorpay_order_id: payment.razorpay_order_id,
        razorpay_payment_id: payment.razorpay_payment_id,
        razorpay_signature: payment.razorpay_signature,
        orderData: { orderId },
      });
    } catch (error) {
      if (isApiError(error)) {
        stop(
          CHECKOUT.verificationFailed,
          serverMessageOf(error) ?? CHECKOUT.verificationFailedDescription,
        );
      } else {
        stop(CHECKOUT.processingError);
      }
      return;
    }
    succeed();
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
    let order: CreateOrderResponse;
    try {
      order = await create(buildOrderPayload(input.cart, input.address, input.paymentMethod));
    } catch (error) {
      if (isApiError(error)) {
        stop(CHECKOUT.createFailed, serverMessageOf(error) ?? CHECKOUT.createFailedDescription);
      } else {
        stop(CHECKOUT.createError);
      }
      return;
    }
    if (order.orderId) saveCurrentOrderId(order.orderId);
    if (input.paymentMethod === 'cod') succeed();
    else openPaymentWindow(order, input);
  };

  return { processing, placeOrder };
}
