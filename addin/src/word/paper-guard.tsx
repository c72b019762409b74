/// <reference types="office-js" />
/**
 * §2.2's guard for the clean-copy-redirect routes, read from the document on every navigation to one (the user may
 * have adopted the paper, or switched documents, since): a document without a paper id is adopted (or, a clean
 * copy, sent to its redirect); a subscription that expires today goes to Settings to renew first.
 */
import { Spinner } from '@fluentui/react-components';
import { daysUntilExpiry } from '@ibid/engine/commerce';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '../app/paths';
import { documentPaper, readProperties } from '../host/word/properties';
import { useSession } from '../state/session';
import { useWordPane } from './word-context';
import { PAPER_ROUTES, WORD_PATHS } from './word-paths';

type Verdict = { pathname: string; to: string | undefined };

export function PaperGuard() {
  const { pathname } = useLocation();
  const { apis } = useWordPane();
  const { customer } = useSession();
  const [verdict, setVerdict] = useState<Verdict>();
  const guarded = PAPER_ROUTES.includes(pathname);

  useEffect(() => {
    if (!guarded) return;
    let current = true;
    void apis.word
      .run(readProperties)
      .then(documentPaper)
      .then(
        (paper) => {
          if (!current) return;
          if (!paper.paperGUID) setVerdict({ pathname, to: paper.cleanCopy ? WORD_PATHS.CleanCopyRedirect : WORD_PATHS.GettingStartedAdoptPaperStep1 });
          else setVerdict({ pathname, to: customer && daysUntilExpiry(customer, new Date()) === 0 ? PATHS.Settings : undefined });
        },
        // An unreadable document: the screen itself says what its host call answers.
        () => current && setVerdict({ pathname, to: undefined }),
      );
    return () => {
      current = false;
    };
  }, [guarded, pathname, apis, customer]);

  if (!guarded) return <Outlet />;
  if (verdict?.pathname !== pathname) return <Spinner size="small" label="Reading your paper…" style={{ marginTop: 24 }} />;
  return verdict.to ? <Navigate to={verdict.to} replace /> : <Outlet />;
}
