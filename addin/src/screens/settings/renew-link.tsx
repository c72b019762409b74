/**
 * 'Renew my subscription' and 'Subscribe now' (purchase spec §2): the cart's first step, in place in the web app so
 * the customer comes back with access; in Word it opens the cart in its dialog at 66%, beside the pane.
 */
import { Button, type ButtonProps } from '@fluentui/react-components';
import { useContext, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { openInApp } from '../../pane/open-in-app';
import { WordPaneContext } from '../../word/word-context';
import { CART_DIALOG, CART_PATHS } from '../cart/paths';

export function RenewLink({ children, appearance = 'primary' }: { children: ReactNode; appearance?: ButtonProps['appearance'] }) {
  const inWord = useContext(WordPaneContext) !== undefined;
  const navigate = useNavigate();
  const cart = CART_PATHS.SubscriptionSettings;
  if (inWord) {
    return (
      <Button appearance={appearance} onClick={() => openInApp(cart, CART_DIALOG)}>
        {children}
      </Button>
    );
  }
  return (
    <Button
      as="a"
      appearance={appearance}
      href={cart}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        navigate(cart);
      }}
    >
      {children}
    </Button>
  );
}
