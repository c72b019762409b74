/** The 'Renew my subscription' link (word-addin §7 GET v3/RenewSubscriptionLink): the cart page, opened in a new tab. */
import { Button, type ButtonProps } from '@fluentui/react-components';
import { useEffect, useState, type ReactNode } from 'react';
import { accountApi } from '../../api/account';
import { useNotify } from '../../shell/notify';

/** Loaded before the click, so the browser opens it as a plain link rather than blocking a scripted pop-up. */
export function RenewLink({ children, appearance = 'primary' }: { children: ReactNode; appearance?: ButtonProps['appearance'] }) {
  const notify = useNotify();
  const [href, setHref] = useState<string>();
  useEffect(() => {
    let current = true;
    accountApi
      .renewSubscriptionLink()
      .then((link) => current && setHref(link))
      .catch((e: unknown) => current && notify.error('Problem loading the renewal link', e instanceof Error ? e.message : undefined));
    return () => {
      current = false;
    };
  }, [notify]);
  return (
    <Button as="a" appearance={appearance} href={href} target="_blank" rel="noopener noreferrer" disabledFocusable={!href}>
      {children}
    </Button>
  );
}
