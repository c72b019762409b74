/**
 * /payment-method (purchase spec §2, §7, §8): the standalone form that adds or replaces the saved payment method.
 * A refused method clears the loader and the entered method, and says why in a sticky danger toast titled Error.
 */
import { Button, Text } from '@fluentui/react-components';
import { PURCHASE_MESSAGES } from '@ibid/engine/commerce';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cartApi, type SavedPaymentMethod } from '../../api/cart';
import { ApiError } from '../../api/http';
import { useLoader } from '../../shell/loader';
import { useNotify } from '../../shell/notify';
import { CartLayout, CartPending } from './cart-layout';
import { cartQueryKeys } from './cart-state';
import { PaymentFields, usePaymentForm } from './payment-fields';
import { useCartCustomer } from './use-cart';

const TITLE = 'Payment Method';

export function PaymentMethodScreen() {
  const { loading, savedMethod } = useCartCustomer();
  const form = usePaymentForm();
  const loader = useLoader();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<SavedPaymentMethod>();
  if (loading) return <CartPending title={TITLE} />;
  const current = saved ?? savedMethod;

  const save = async () => {
    if (!form.validateAll()) return;
    try {
      const answer = await loader.during('payment-method', form.prepare().then(cartApi.savePaymentMethod));
      queryClient.setQueryData(cartQueryKeys.paymentMethod, answer);
      setSaved(answer);
      form.clear();
      notify.toast({ title: `Your payment method is now ${answer.name}.` });
    } catch (error) {
      form.clear();
      // The api's refusal, or Stripe's own (the card never reached Ibid).
      if (error instanceof ApiError ? !error.isConnectionError : error instanceof Error) notify.error(PURCHASE_MESSAGES.paymentMethodErrorTitle, (error as Error).message);
    }
  };

  return (
    <CartLayout title={TITLE}>
      <Text role="status">{current ? `Your saved payment method: ${current.name}` : 'You have no saved payment method.'}</Text>
      <PaymentFields form={form} />
      <div>
        <Button appearance="primary" onClick={() => void save()}>
          {PURCHASE_MESSAGES.updatePaymentMethodButton}
        </Button>
      </div>
    </CartLayout>
  );
}
