/** The cart's routes (purchase spec §2). */
export const CART_PATHS = {
  PaymentMethod: '/payment-method',
  SubscriptionSettings: '/cart-step-2',
  Payment: '/cart-step-3',
  PrioritySupport: '/cart-priority-support',
  Receipt: '/cart-step-4',
  /** The renew link the api answers (GET v3/RenewSubscriptionLink): the cart's first step. */
  Link: '/cart',
} as const;

/** The size of the add-in's cart dialog (issue 18: the cart opens at 66% in Word). */
export const CART_DIALOG = { heightPercent: 66, widthPercent: 66 } as const;
