/**
 * /cart-step-4, the receipt (purchase spec §2): what was bought and the amounts, the transaction id, purchase
 * number, payment method, new expiry and renewal message; a new customer also gets started here. 'Back to using
 * Ibid' goes to the library for a new customer and to Settings for everyone else.
 */
import { Button, Link, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PURCHASE_MESSAGES, formatCartDate } from '@ibid/engine/commerce';
import { SUPPORT_EMAIL, supportMailto } from '@ibid/engine';
import { useAtom, useAtomValue } from 'jotai';
import { Navigate, useNavigate } from 'react-router';
import { PATHS } from '../../app/paths';
import { AppLink } from '../../components/app-link';
import { Screen } from '../../components/screen';
import { expiredFromAtom, useSession } from '../../state/session';
import { CartLines } from './cart-preview';
import { receiptAtom } from './cart-state';
import { CART_PATHS } from './paths';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '480px' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

export function ReceiptScreen() {
  const styles = useStyles();
  const receipt = useAtomValue(receiptAtom);
  const [expiredFrom, setExpiredFrom] = useAtom(expiredFromAtom);
  const navigate = useNavigate();
  // A retried purchase that had already gone through answers no new token (api: earlierPurchase).
  const { token } = useSession();
  if (!receipt) return <Navigate to={CART_PATHS.SubscriptionSettings} replace />;
  const { purchase, cart } = receipt;
  const facts: [string, string][] = [
    ['Transaction ID', purchase.transactionID ?? 'None (nothing was charged)'],
    ['Purchase number', String(purchase.purchaseID ?? '')],
    ['Payment method', receipt.paymentMethod || 'None'],
    ['Expiration date', formatCartDate(new Date(cart.expirationDate))],
  ];
  return (
    <Screen title={PURCHASE_MESSAGES.receiptTitle}>
      <section className={styles.section} aria-labelledby="receipt-products">
        <Subtitle2 as="h2" id="receipt-products">
          Your purchase
        </Subtitle2>
        <CartLines cart={cart} />
      </section>
      <section className={styles.section} aria-labelledby="receipt-details">
        <Subtitle2 as="h2" id="receipt-details">
          Details
        </Subtitle2>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
        <Text>{cart.renewalMessage}</Text>
      </section>
      {receipt.newCustomer ? (
        <section className={styles.section} aria-labelledby="receipt-getting-started">
          <Subtitle2 as="h2" id="receipt-getting-started">
            Getting started
          </Subtitle2>
          <Text>
            {token
              ? 'Your account is ready and you are signed in. A receipt is on its way to your email.'
              : 'Your account is ready: log in with your email and password. A receipt is on its way to your email.'}
          </Text>
          <ul className={styles.list}>
            <li>
              <AppLink to={PATHS.MyReferenceLibrary}>Add references to your library</AppLink>
            </li>
            <li>
              <AppLink to={PATHS.DocumentCreateLanding}>Create your first paper</AppLink>
            </li>
            <li>
              <Link href={supportMailto('Getting started')}>{`Questions? Write to ${SUPPORT_EMAIL}`}</Link>
            </li>
          </ul>
        </section>
      ) : null}
      <div>
        <Button
          appearance="primary"
          onClick={() => {
            // A renewal goes back to the screen the expired subscription turned the customer away from.
            const back = expiredFrom;
            setExpiredFrom(undefined);
            navigate(!token ? PATHS.Login : receipt.newCustomer ? PATHS.MyReferenceLibrary : (back ?? PATHS.Settings));
          }}
        >
          {PURCHASE_MESSAGES.receiptBackButton}
        </Button>
      </div>
    </Screen>
  );
}
