/**
 * The card, in Stripe's field (stripe-js.ts), labelled and with its message like the form's other fields. It hands
 * the payment form what it needs to make the payment method when the form is sent.
 */
import { Field, Spinner } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { loadStripeJs, type StripeCardElement, type StripeJs } from './stripe-js';

export interface StripeCard {
  stripe: StripeJs;
  card: StripeCardElement;
  complete: boolean;
}

export function StripeCardField({ publishableKey, onCard, error }: { publishableKey: string; onCard: (card: StripeCard | undefined) => void; error: string | undefined }) {
  const mountAt = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string>();
  const [ready, setReady] = useState(false);
  const [message, setMessage] = useState<string>();

  useEffect(() => {
    let card: StripeCardElement | undefined;
    let current = true;
    loadStripeJs(publishableKey).then(
      (stripe) => {
        if (!current || !mountAt.current) return;
        card = stripe.elements().create('card', { hidePostalCode: true });
        const mounted = card;
        card.on('change', (event) => {
          setMessage(event.error?.message);
          onCard({ stripe, card: mounted, complete: event.complete });
        });
        card.mount(mountAt.current);
        onCard({ stripe, card, complete: false });
        setReady(true);
      },
      (e: unknown) => current && setFailure(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      current = false;
      card?.destroy();
      onCard(undefined);
    };
  }, [publishableKey, onCard]);

  const shown = failure ?? message ?? error;
  return (
    <Field label="Card" required validationMessage={shown} validationState={shown ? 'error' : 'none'} hint="Your card goes to Stripe, our payment provider: Ibid never sees its number.">
      <div>
        {ready || failure ? null : <Spinner size="tiny" label="Loading the card field…" />}
        <div ref={mountAt} data-testid="stripe-card" style={{ padding: '8px 0' }} />
      </div>
    </Field>
  );
}
