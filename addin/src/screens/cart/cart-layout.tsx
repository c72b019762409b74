/** The cart's frame (purchase spec §1-2): the step beside the transaction preview, and the currency footer. */
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CART_DELAYS, PURCHASE_MESSAGES } from '@ibid/engine/commerce';
import { useSetAtom } from 'jotai';
import { useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { Screen } from '../../components/screen';
import { cartStateAtom } from './cart-state';

const useStyles = makeStyles({
  columns: { display: 'flex', gap: tokens.spacingHorizontalXXL, alignItems: 'flex-start', flexWrap: 'wrap' },
  main: { flex: '1 1 340px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  aside: { flex: '0 1 320px' },
  footer: { color: tokens.colorNeutralForeground3 },
});

export function CartLayout({ title, preview, children }: { title: string; preview?: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Screen title={title}>
      <div className={styles.columns}>
        <div className={styles.main}>{children}</div>
        {preview ? <div className={styles.aside}>{preview}</div> : null}
      </div>
      <Text as="p" className={styles.footer}>
        {PURCHASE_MESSAGES.footer}
      </Text>
    </Screen>
  );
}

/**
 * The cart while the customer or the first price loads, or why it could not be priced, with a way to start the
 * choices over (a cart kept from an earlier visit may no longer be offered).
 */
export function CartPending({ title, error }: { title: string; error?: unknown }) {
  const startOver = useSetAtom(cartStateAtom);
  if (!error) {
    return (
      <Screen title={title}>
        <Spinner label="Loading your cart…" />
      </Screen>
    );
  }
  return (
    <Screen title={title}>
      <ErrorAlert message={error instanceof Error ? error.message : String(error)} />
      <div>
        <Button onClick={() => startOver(() => ({ choices: {} }))}>Start over</Button>
      </div>
    </Screen>
  );
}

/** Moves between the cart's steps after the spec's short pause (§9: 66 ms). */
export function useCartStep() {
  const navigate = useNavigate();
  return useCallback((path: string) => void setTimeout(() => navigate(path), CART_DELAYS.stepNavigation), [navigate]);
}
