/**
 * /cart-step-2, Subscription Settings (purchase spec §2, §4): length, renewal method, priority support, promo code
 * and zip code beside the live preview, priced by the server after each change. The primary button goes on to
 * payment, or updates a recurring customer's settings without paying again.
 */
import { Button, Checkbox, Field, Input, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  PRIMARY_BUTTON_LABELS,
  RENEWAL_PERIODS,
  normalizeRenewal,
  offeredRenewalPeriods,
  primaryButtonLabel,
  promoAppliedLabel,
  renewalTypeOptions,
  savingsLabel,
  showPrioritySupportSection,
  showPromoCodeInput,
  type RenewalPeriodId,
  type RenewalTypeId,
} from '@ibid/engine/commerce';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accountApi } from '../../api/account';
import { cartApi, type CartAnswer } from '../../api/cart';
import { useLoader } from '../../shell/loader';
import { showSettingsUpdated } from '../settings/settings-update-confirmation-screen';
import { CartLayout, CartPending, useCartStep } from './cart-layout';
import { CartPreview, money } from './cart-preview';
import { cartChoices, cartStateAtom, type SubscriptionChoices } from './cart-state';
import { CART_PATHS } from './paths';
import { cartFacts, useCartCustomer, useCartPrice } from './use-cart';

const TITLE = 'Subscription Settings';
export const SETTINGS_UPDATED = 'Your subscription settings have been updated.';

const useStyles = makeStyles({
  promo: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** A period's price on the server's price list. */
function periodPrice(cart: CartAnswer, period: RenewalPeriodId): number {
  const prices = { 1: cart.prices.monthlySubscription, 2: cart.annualSubscriptionPrice, 3: cart.prices.semiAnnualSubscription, 4: cart.prices.twoYearSubscription };
  return prices[period];
}

export function SubscriptionSettingsScreen() {
  const styles = useStyles();
  const [state, update] = useAtom(cartStateAtom);
  const [search] = useSearchParams();
  const { customer, loading, savedMethod, session } = useCartCustomer();
  const loader = useLoader();
  const navigate = useNavigate();
  const step = useCartStep();
  const [promoInput, setPromoInput] = useState('');
  const linkOptions = search.get('options') ?? undefined;

  // The cart link's encoded options are the cart's from then on.
  useEffect(() => {
    if (linkOptions) update((s) => ({ ...s, choices: { ...s.choices, options: linkOptions } }));
  }, [linkOptions, update]);

  // Read from the link at once too, so the first price already has them.
  const choices = { ...cartChoices(state, 'subscription'), ...(linkOptions ? { options: linkOptions } : {}) };
  const priced = useCartPrice(choices, !loading);
  const cart = priced.data;
  if (loading || !cart) return <CartPending title={TITLE} error={priced.error} />;

  const facts = cartFacts(customer, savedMethod !== null, cart, new Date());
  const period = (state.choices.renewalPeriod ?? cart.renewalPeriod) as RenewalPeriodId;
  const renewalType = state.choices.renewalType ?? cart.renewalType;
  const prioritySupport = state.choices.prioritySupport ?? cart.prioritySupport;
  const choose = (next: SubscriptionChoices) => update((s) => ({ ...s, choices: { ...s.choices, ...next } }));

  const applyPromo = async () => {
    const code = promoInput.trim().toUpperCase();
    if (!code) return;
    try {
      const answer = await loader.during('promo-code', cartApi.applyPromoCode(code, choices));
      update((s) => ({ ...s, promo: { code: answer.promotionalCode ?? code, label: answer.promoLabel ?? promoAppliedLabel({ code }) } }));
    } catch {
      // §8: a failed promo-code call only clears the loader.
    }
  };

  const label = primaryButtonLabel(facts);
  const primary = async () => {
    if (label === PRIMARY_BUTTON_LABELS.next) return step(CART_PATHS.Payment);
    try {
      const changed = await loader.during('subscription-settings', accountApi.updateSubscriptionSettings({ renewalPeriod: period, renewalType, prioritySupport }));
      session.setCustomer(changed);
      showSettingsUpdated(navigate, SETTINGS_UPDATED);
    } catch {
      // §8: the settings-update call's failure is not shown; the loader is cleared.
    }
  };

  return (
    <CartLayout title={TITLE} preview={<CartPreview cart={cart} updating={priced.isFetching} />}>
      <Field label="Subscription length">
        <RadioGroup value={String(period)} onChange={(_, d) => choose(normalizeRenewal(Number(d.value), renewalType))}>
          {offeredRenewalPeriods(facts).map((p) => {
            const savings = savingsLabel(p);
            return <Radio key={p} value={String(p)} label={`${RENEWAL_PERIODS[p].label}: ${money(periodPrice(cart, p))}${savings ? ` (${savings})` : ''}`} />;
          })}
        </RadioGroup>
      </Field>
      <Field label="Renewal method">
        <RadioGroup value={String(renewalType)} onChange={(_, d) => choose({ renewalType: Number(d.value) as RenewalTypeId })}>
          {renewalTypeOptions(period).map((o) => (
            <Radio key={o.renewalType} value={String(o.renewalType)} label={o.label} disabled={o.disabled} />
          ))}
        </RadioGroup>
      </Field>
      {showPrioritySupportSection(facts) ? (
        <Checkbox
          checked={prioritySupport}
          onChange={(_, d) => choose({ prioritySupport: d.checked === true })}
          label={`Add Priority Support (${money(priorityPrice(cart, period))})`}
        />
      ) : null}
      {showPromoCodeInput(facts, { promoLabel: state.promo?.label ?? null }) ? (
        <div className={styles.promo}>
          <Field label="Promo code">
            <Input value={promoInput} onChange={(_, d) => setPromoInput(d.value)} maxLength={40} />
          </Field>
          <Button onClick={() => void applyPromo()} disabled={!promoInput.trim()}>
            Apply
          </Button>
        </div>
      ) : state.promo ? (
        <Text role="status">{state.promo.label}</Text>
      ) : null}
      <Field label="Zip code" hint="Used to work out sales tax">
        <Input value={state.choices.zipCode ?? ''} onChange={(_, d) => choose({ zipCode: d.value.replace(/\D/g, '').slice(0, 5) })} inputMode="numeric" maxLength={5} autoComplete="postal-code" />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => void primary()}>
          {label}
        </Button>
      </div>
    </CartLayout>
  );
}

/** Priority support's price for a period, before it is in the cart. */
function priorityPrice(cart: CartAnswer, period: RenewalPeriodId): number {
  const prices = { 1: cart.prices.prioritySupportMonthlySubscription, 2: cart.prices.prioritySupportAnnualSubscription, 3: cart.prices.prioritySupportSemiAnnualSubscription, 4: cart.prices.prioritySupportTwoYearSubscription };
  return prices[period];
}
