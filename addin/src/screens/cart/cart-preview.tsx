/** The live transaction preview beside the cart's steps (purchase spec §2): products, totals and the new expiry. */
import { Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { dollarsToCents, formatDollars } from '@ibid/engine/commerce';
import type { CartAnswer } from '../../api/cart';

/** Dollars from the wire as money text (Intl, by the engine). */
export const money = (dollars: number) => formatDollars(dollarsToCents(dollars));

const useStyles = makeStyles({
  preview: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    minWidth: '260px',
  },
  lines: { display: 'grid', gridTemplateColumns: '1fr max-content', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  value: { margin: 0, textAlign: 'end' },
  term: {},
  total: { fontWeight: tokens.fontWeightSemibold },
});

/** The lines of a priced cart: each product, then subtotal, discount, tax and total. */
export function CartLines({ cart }: { cart: CartAnswer }) {
  const styles = useStyles();
  const totals: [string, number][] = [
    ['Subtotal', cart.subTotal],
    ['Discount', cart.discount],
    ['Tax', cart.tax],
  ];
  return (
    <dl className={styles.lines}>
      {cart.products.map((p) => (
        <Line key={p.productID} term={p.name} value={money(p.price)} />
      ))}
      {totals.map(([term, value]) => (
        <Line key={term} term={term} value={term === 'Discount' && value > 0 ? `-${money(value)}` : money(value)} />
      ))}
      <Line term="Total" value={money(cart.grandTotal)} strong />
    </dl>
  );
}

function Line({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  const styles = useStyles();
  return (
    <>
      <dt className={strong ? styles.total : styles.term}>{term}</dt>
      <dd className={`${styles.value} ${strong ? styles.total : ''}`}>{value}</dd>
    </>
  );
}

export function CartPreview({ cart, updating }: { cart: CartAnswer | undefined; updating: boolean }) {
  const styles = useStyles();
  return (
    <section className={styles.preview} aria-label="Transaction preview" aria-busy={updating}>
      <Subtitle2 as="h2">Your purchase</Subtitle2>
      {cart ? (
        <>
          <CartLines cart={cart} />
          <Text>{cart.renewalMessage}</Text>
        </>
      ) : (
        <Spinner size="small" label="Pricing your cart…" />
      )}
    </section>
  );
}
