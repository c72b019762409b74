/**
 * The payment form (purchase spec §3, §5): card or e-check, each field checked by the engine on blur (after the
 * spec's 750 ms) and the whole form before submit; the Non-US Billing Address checkbox disables and clears the zip.
 */
import { Checkbox, Radio, RadioGroup, Field, makeStyles, tokens } from '@fluentui/react-components';
import { ACCOUNT_TYPES, CART_DELAYS, PAYMENT_TYPES } from '@ibid/engine/commerce';
import {
  PAYMENT_FIELDS,
  detectCardBrand,
  paymentFieldsOf,
  setNonUsBillingAddress,
  validatePaymentField,
  validatePaymentForm,
  type PaymentField,
  type PaymentFormInput,
} from '@ibid/engine/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentMethodInput } from '../../api/cart';
import { TextField } from '../../components/text-field';
import { StripeCardField, type StripeCard } from './stripe-card-field';
import { usePurchaseConfig } from './use-cart';

type TextPaymentField = Exclude<PaymentField, 'accountType'>;

export interface PaymentValues extends Record<TextPaymentField, string> {
  paymentTypeID: number;
  accountType: number | null;
  nonUsBillingAddress: boolean;
}

const emptyValues = (paymentTypeID: number = PAYMENT_TYPES.CARD): PaymentValues => ({
  paymentTypeID,
  firstName: '',
  lastName: '',
  cardNumber: '',
  expirationMonth: '',
  expirationYear: '',
  verificationCode: '',
  bankName: '',
  routingNumber: '',
  accountNumber: '',
  accountType: null,
  zipCode: '',
  nonUsBillingAddress: false,
});

export interface PaymentForm {
  values: PaymentValues;
  errors: Partial<Record<PaymentField, string>>;
  set: (field: TextPaymentField, value: string) => void;
  setPaymentType: (paymentTypeID: number) => void;
  setAccountType: (accountType: number) => void;
  setNonUs: (nonUs: boolean) => void;
  blur: (field: PaymentField) => void;
  /** Checks every field of the payment type; true when the form may be sent. */
  validateAll: () => boolean;
  /** The entered method cleared (§8: after a failed purchase or save). */
  clear: () => void;
  /** The form as entered, for the api. */
  input: () => PaymentFormInput;
  /**
   * What is sent: the form as entered; or, where Stripe takes the payments, the names and zip with the payment
   * method Stripe made of the card in its field. Rejects with the words to show when Stripe refuses the card.
   */
  prepare: () => Promise<PaymentMethodInput>;
  /** Stripe's publishable key where Stripe takes the card (its own field replaces the card's). */
  stripeKey: string | null;
  attachCard: (card: StripeCard | undefined) => void;
  cardError: string | undefined;
}

/** The fields Stripe's own card field stands for. */
const STRIPE_CARD_FIELDS: readonly PaymentField[] = ['cardNumber', 'expirationMonth', 'expirationYear', 'verificationCode'];
const ENTER_CARD = 'Please enter your card';

export function usePaymentForm(): PaymentForm {
  const [values, setValues] = useState<PaymentValues>(() => emptyValues());
  const [errors, setErrors] = useState<Partial<Record<PaymentField, string>>>({});
  const config = usePurchaseConfig();
  const stripeKey = config?.gateway === 'stripe' ? config.publishableKey : null;
  const stripeCard = useRef<StripeCard | undefined>(undefined);
  const [cardError, setCardError] = useState<string>();
  const attachCard = useCallback((card: StripeCard | undefined) => {
    stripeCard.current = card;
    if (card?.complete) setCardError(undefined);
  }, []);
  const latest = useRef(values);
  latest.current = values;
  const timers = useRef(new Map<PaymentField, ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const set = useCallback((field: TextPaymentField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A corrected field loses its message as soon as it passes.
    setErrors((e) => (e[field] && !validatePaymentField({ ...latest.current, [field]: value }, field, new Date()) ? { ...e, [field]: undefined } : e));
  }, []);

  const blur = useCallback((field: PaymentField) => {
    clearTimeout(timers.current.get(field));
    timers.current.set(
      field,
      setTimeout(() => setErrors((e) => ({ ...e, [field]: validatePaymentField(latest.current, field, new Date()) })), CART_DELAYS.fieldValidation),
    );
  }, []);

  const cancelPending = () => {
    timers.current.forEach(clearTimeout);
    timers.current.clear();
  };

  return {
    values,
    errors,
    set,
    blur,
    setPaymentType: (paymentTypeID) => {
      setValues((v) => ({ ...v, paymentTypeID }));
      setErrors({});
    },
    setAccountType: (accountType) => setValues((v) => ({ ...v, accountType })),
    setNonUs: (nonUs) => {
      setValues((v) => setNonUsBillingAddress(v, nonUs));
      setErrors((e) => ({ ...e, zipCode: undefined }));
    },
    validateAll: () => {
      cancelPending();
      const check = validatePaymentForm(latest.current, new Date());
      if (!stripeKey) {
        setErrors(check.errors);
        return check.valid;
      }
      const rest = Object.fromEntries(Object.entries(check.errors).filter(([field]) => !STRIPE_CARD_FIELDS.includes(field as PaymentField)));
      const card = stripeCard.current?.complete ? undefined : ENTER_CARD;
      setErrors(rest);
      setCardError(card);
      return Object.keys(rest).length === 0 && !card;
    },
    clear: () => {
      cancelPending();
      setValues((v) => emptyValues(v.paymentTypeID));
      setErrors({});
      stripeCard.current?.card.clear();
    },
    input: () => ({ ...latest.current }),
    prepare: async () => {
      const entered = latest.current;
      const card = stripeCard.current;
      if (!stripeKey) return { ...entered };
      if (!card) throw new Error(ENTER_CARD);
      const name = `${entered.firstName} ${entered.lastName}`.trim();
      const made = await card.stripe.createPaymentMethod({ type: 'card', card: card.card, billing_details: { name, ...(entered.nonUsBillingAddress ? {} : { address: { postal_code: entered.zipCode } }) } });
      if (!made.paymentMethod) throw new Error(made.error?.message || 'Stripe could not take this card.');
      return { paymentTypeID: PAYMENT_TYPES.CARD, firstName: entered.firstName, lastName: entered.lastName, zipCode: entered.zipCode, nonUsBillingAddress: entered.nonUsBillingAddress, stripePaymentMethod: made.paymentMethod.id };
    },
    stripeKey,
    attachCard,
    cardError,
  };
}

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', '& > *': { flex: '1 1 120px' } },
});

const INPUT_MODES: Partial<Record<PaymentField, 'numeric'>> = {
  cardNumber: 'numeric',
  expirationMonth: 'numeric',
  expirationYear: 'numeric',
  verificationCode: 'numeric',
  routingNumber: 'numeric',
  accountNumber: 'numeric',
  zipCode: 'numeric',
};

const AUTOCOMPLETE: Partial<Record<PaymentField, string>> = {
  firstName: 'cc-given-name',
  lastName: 'cc-family-name',
  cardNumber: 'cc-number',
  expirationMonth: 'cc-exp-month',
  expirationYear: 'cc-exp-year',
  verificationCode: 'cc-csc',
  zipCode: 'postal-code',
};

export function PaymentFields({ form }: { form: PaymentForm }) {
  const styles = useStyles();
  const { values, errors } = form;
  const used = paymentFieldsOf({ paymentTypeID: values.paymentTypeID });
  const brand = values.paymentTypeID === PAYMENT_TYPES.CARD ? detectCardBrand(values.cardNumber) : undefined;
  const text = (field: TextPaymentField, extra: { hint?: string; disabled?: boolean } = {}) => (
    <TextField
      label={PAYMENT_FIELDS[field].label}
      required={!extra.disabled}
      value={values[field]}
      onChange={(v) => form.set(field, v)}
      onBlur={() => form.blur(field)}
      error={errors[field]}
      maxLength={PAYMENT_FIELDS[field].maxLength}
      inputMode={INPUT_MODES[field]}
      autoComplete={AUTOCOMPLETE[field]}
      {...extra}
    />
  );
  return (
    <div className={styles.fields} role="group" aria-label="New payment method">
      {/* Stripe takes cards only here: its bank accounts need a verification flow of their own. */}
      {form.stripeKey ? null : (
        <RadioGroup aria-label="Payment type" layout="horizontal" value={String(values.paymentTypeID)} onChange={(_, d) => form.setPaymentType(Number(d.value))}>
          <Radio value={String(PAYMENT_TYPES.CARD)} label="Credit or debit card" />
          <Radio value={String(PAYMENT_TYPES.ECHECK)} label="E-check" />
        </RadioGroup>
      )}
      <div className={styles.row}>
        {text('firstName')}
        {text('lastName')}
      </div>
      {form.stripeKey ? (
        <StripeCardField publishableKey={form.stripeKey} onCard={form.attachCard} error={form.cardError} />
      ) : used.includes('cardNumber') ? (
        <>
          {text('cardNumber', brand ? { hint: brand } : {})}
          <div className={styles.row}>
            {text('expirationMonth')}
            {text('expirationYear')}
            {text('verificationCode')}
          </div>
        </>
      ) : (
        <>
          {text('bankName')}
          <div className={styles.row}>
            {text('routingNumber')}
            {text('accountNumber')}
          </div>
          <Field label={PAYMENT_FIELDS.accountType.label} required validationMessage={errors.accountType} validationState={errors.accountType ? 'error' : 'none'}>
            <RadioGroup layout="horizontal" value={values.accountType ? String(values.accountType) : ''} onChange={(_, d) => form.setAccountType(Number(d.value))}>
              <Radio value={String(ACCOUNT_TYPES.CHECKING)} label="Checking" />
              <Radio value={String(ACCOUNT_TYPES.SAVINGS)} label="Savings" />
            </RadioGroup>
          </Field>
        </>
      )}
      {text('zipCode', { disabled: values.nonUsBillingAddress })}
      <Checkbox checked={values.nonUsBillingAddress} onChange={(_, d) => form.setNonUs(d.checked === true)} label="Non-US Billing Address" />
    </div>
  );
}
