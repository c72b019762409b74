/**
 * /cart-step-3 Payment and /cart-priority-support (purchase spec §2, §4, §8): the saved method by default or a new
 * one, a new customer's account, Purchase (one idempotency key per attempt, kept across a retry) and the errors of
 * §8. A fully covered balance shows a congratulations message instead of the payment fields.
 */
import { Button, Link, MessageBar, MessageBarBody, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PURCHASE_MESSAGES, dollarsToCents, isBalanceCovered, purchaseErrorMessage, type CartPurpose } from '@ibid/engine/commerce';
import { VALIDATION, normalizePayment } from '@ibid/engine/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { cartApi, type NewCustomer, type PaymentMethodInput } from '../../api/cart';
import { ApiError } from '../../api/http';
import { PATHS } from '../../app/paths';
import { PasswordField, TextField } from '../../components/text-field';
import { useForm } from '../../forms/use-form';
import { useLoader } from '../../shell/loader';
import { redirectAtom } from '../../state/session';
import { CartLayout, CartPending, useCartStep } from './cart-layout';
import { CartPreview } from './cart-preview';
import { cartChoices, cartQueryKeys, cartStateAtom, newIdempotencyKey, receiptAtom } from './cart-state';
import { PaymentFields, usePaymentForm } from './payment-fields';
import { CART_PATHS } from './paths';
import { PurchaseErrorDialog } from './purchase-error-dialog';
import { useCartCustomer, useCartPrice, usePurchaseConfig } from './use-cart';

export const CONGRATULATIONS = 'Congratulations! Your balance is fully covered, so there is nothing to pay today.';

const ACCOUNT_RULES = {
  email: { label: 'email', validation: VALIDATION.EMAIL_REQUIRED },
  password: { label: 'password', validation: VALIDATION.REQUIRED },
  firstName: { label: 'first name', validation: VALIDATION.REQUIRED },
  lastName: { label: 'last name', validation: VALIDATION.REQUIRED },
  institution: { label: 'institution', validation: VALIDATION.NONE },
};

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export const PAYMENTS_UNAVAILABLE = 'Payments are not set up on this Ibid server yet, so nothing can be bought here. Nothing has been charged.';

export function PaymentScreen({ purpose }: { purpose: CartPurpose }) {
  const styles = useStyles();
  const title = purpose === 'priority-support' ? 'Add Priority Support' : 'Payment';
  const [state, update] = useAtom(cartStateAtom);
  const setReceipt = useSetAtom(receiptAtom);
  const { signedIn, loading, savedMethod, session } = useCartCustomer();
  const choices = cartChoices(state, purpose);
  const priced = useCartPrice(choices, !loading);
  const form = usePaymentForm();
  const account = useForm(ACCOUNT_RULES);
  const loader = useLoader();
  const queryClient = useQueryClient();
  const step = useCartStep();
  const navigate = useNavigate();
  const rememberCart = useSetAtom(redirectAtom);
  const [useNewMethod, setUseNewMethod] = useState(false);
  const [sending, setSending] = useState(false);
  const sendingNow = useRef(false);
  const [failure, setFailure] = useState<string>();

  // A server set up for no payments says so here, before anything is typed (a purchase would answer 503).
  const unavailable = usePurchaseConfig()?.gateway === 'none';

  const cart = priced.data;
  if (loading || !cart) return <CartPending title={title} error={priced.error} />;
  const covered = isBalanceCovered({ grandTotal: dollarsToCents(cart.grandTotal) });
  const enteringNew = useNewMethod || !savedMethod;

  /** §4, §8: after a failed purchase the entered method is cleared and the entry form shown. */
  const failed = (message: string) => {
    form.clear();
    setUseNewMethod(true);
    setFailure(message);
  };

  const purchase = async () => {
    // A second click while the first is sending is the same purchase: nothing more is sent.
    if (sendingNow.current) return;
    const paying = !covered && enteringNew;
    const formOk = paying ? form.validateAll() : true;
    const accountOk = signedIn ? true : account.validateAll();
    if (!formOk || !accountOk) return;
    sendingNow.current = true;
    setSending(true);
    const idempotencyKey = state.idempotencyKey ?? newIdempotencyKey();
    update((s) => ({ ...s, idempotencyKey }));
    let paymentMethod: PaymentMethodInput | undefined;
    try {
      paymentMethod = paying ? await form.prepare() : undefined;
    } catch (error) {
      // Stripe refused the card before anything reached Ibid.
      sendingNow.current = false;
      setSending(false);
      failed(error instanceof Error ? error.message : String(error));
      return;
    }
    const normalized = paymentMethod && !paymentMethod.stripePaymentMethod ? normalizePayment(paymentMethod, new Date()) : undefined;
    const shown = normalized?.ok ? normalized.value.name : paymentMethod ? '' : (savedMethod?.name ?? '');
    const newCustomer: NewCustomer | undefined = signedIn
      ? undefined
      : { email: account.values.email.trim(), password: account.values.password, firstName: account.values.firstName.trim(), lastName: account.values.lastName.trim(), institution: account.values.institution.trim() };
    try {
      const answer = await loader.during('purchase', cartApi.purchase({ ...choices, idempotencyKey, ...(paymentMethod ? { paymentMethod } : {}), ...(newCustomer ? { newCustomer } : {}) }));
      if (!answer.isSuccessful) {
        // Refused by the gateway: nothing was bought, so the next attempt is a new purchase.
        update((s) => ({ ...s, idempotencyKey: undefined }));
        failed(purchaseErrorMessage({ errors: answer.errors }));
        return;
      }
      // A card Stripe took is named by what the api kept of it (brand and last four).
      const named = shown || (paymentMethod ? ((await cartApi.paymentMethod().catch(() => null))?.name ?? '') : '');
      setReceipt({ purchase: answer, cart, paymentMethod: named, newCustomer: !signedIn });
      update(() => ({ choices: {} }));
      if (answer.newUserToken) await session.signIn(answer.newUserToken);
      else await session.refreshCustomer();
      void queryClient.invalidateQueries({ queryKey: cartQueryKeys.paymentMethod });
      step(CART_PATHS.Receipt);
    } catch (error) {
      // The call failed: the key stays, so a retry that reaches a purchase already made answers it, charging nothing.
      failed(purchaseErrorMessage({ message: error instanceof ApiError && !error.isConnectionError ? error.message : null }));
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  };

  return (
    <CartLayout title={title} preview={<CartPreview cart={cart} updating={priced.isFetching} />}>
      {signedIn ? null : (
        <section className={styles.section} aria-labelledby="cart-account">
          <Subtitle2 as="h2" id="cart-account">
            Your account
          </Subtitle2>
          <Text>
            Already have an account?{' '}
            <Link
              href={PATHS.Login}
              onClick={(e) => {
                e.preventDefault();
                // Back here once signed in, to buy as that customer.
                rememberCart(CART_PATHS.Payment);
                navigate(PATHS.Login);
              }}
            >
              Log in
            </Link>
          </Text>
          <TextField {...account.field('email')} label="Email" type="email" autoComplete="email" required />
          <PasswordField {...account.field('password')} label="Password" autoComplete="new-password" required />
          <TextField {...account.field('firstName')} label="First Name" autoComplete="given-name" required />
          <TextField {...account.field('lastName')} label="Last Name" autoComplete="family-name" required />
          <TextField {...account.field('institution')} label="Institution" autoComplete="organization" />
        </section>
      )}
      {unavailable ? (
        <MessageBar intent="warning">
          <MessageBarBody>{PAYMENTS_UNAVAILABLE}</MessageBarBody>
        </MessageBar>
      ) : null}
      <section className={styles.section} aria-labelledby="cart-payment">
        <Subtitle2 as="h2" id="cart-payment">
          Payment method
        </Subtitle2>
        {covered ? (
          <MessageBar intent="success">
            <MessageBarBody>{CONGRATULATIONS}</MessageBarBody>
          </MessageBar>
        ) : enteringNew ? (
          <>
            <PaymentFields form={form} />
            {savedMethod ? (
              <Button appearance="secondary" onClick={() => setUseNewMethod(false)}>
                {`Use ${savedMethod.name}`}
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <Text>{`Pay with ${savedMethod!.name}`}</Text>
            <Button appearance="secondary" onClick={() => setUseNewMethod(true)}>
              Use a new payment method
            </Button>
          </>
        )}
      </section>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={sending || unavailable} onClick={() => void purchase()}>
          {PURCHASE_MESSAGES.purchaseButton}
        </Button>
        {purpose === 'subscription' ? <Button onClick={() => step(CART_PATHS.SubscriptionSettings)}>{PURCHASE_MESSAGES.backToSettingsButton}</Button> : null}
      </div>
      <PurchaseErrorDialog message={failure} onClose={() => setFailure(undefined)} />
    </CartLayout>
  );
}
