/** A sticky danger toast whose body ends with the support address (word-addin §8's failures). */
import { Link } from '@fluentui/react-components';
import { SUPPORT_EMAIL, supportMailto } from '@ibid/engine';
import { useCallback } from 'react';
import { useNotify } from '../../shell/notify';

export function useSupportError(): (title: string, body: string) => void {
  const notify = useNotify();
  return useCallback(
    (title: string, body: string) =>
      notify.error(
        title,
        <>
          {body} (<Link href={supportMailto(title)}>{SUPPORT_EMAIL}</Link>).
        </>,
      ),
    [notify],
  );
}

/** §8's words when an action on the document fails for no reason the user can fix. */
export const TRY_AGAIN = 'Something went wrong. Please try again, or contact our Customer Support Team';
