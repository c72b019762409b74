/**
 * The paper check (issue 16): the layout's warnings as a list to click through — a citation whose reference is not
 * in the paper, an entry nothing cites, a cited reference that is archived or deleted. A problem with a citation
 * reveals it in the paper; one with only a reference opens it in References & Citations.
 */
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { PaperWarning, PaperWarningCode } from '@ibid/engine/paper';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Screen } from '../../components/screen';
import { usePanePaper } from '../use-pane-paper';
import { CITATION_PANE_PATHS } from './paths';
import type { ReferencesCitationsState } from './references-citations-screen';

/** The warnings the check lists, with the heading each is grouped under. */
export const PAPER_CHECK_GROUPS: readonly { codes: readonly PaperWarningCode[]; title: string }[] = [
  { codes: ['missing-reference'], title: 'Cited but not in the paper' },
  { codes: ['archived-reference', 'deleted-reference'], title: 'Cited but archived or deleted' },
  { codes: ['uncited-reference'], title: 'In the reference list but never cited' },
];

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  problem: { width: '100%', justifyContent: 'flex-start', textAlign: 'start', whiteSpace: 'normal', height: 'auto', overflowWrap: 'anywhere' },
});

export function PaperCheckScreen() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { host, references } = usePanePaper();
  const [warnings, setWarnings] = useState<PaperWarning[]>();

  useEffect(() => {
    let current = true;
    void host.layout().then((layout) => current && setWarnings(layout.warnings));
    return () => {
      current = false;
    };
  }, [host, references]);

  const follow = (warning: PaperWarning) => {
    if (warning.citationUniqueID) void host.revealCitation(warning.citationUniqueID);
    else if (warning.referenceUniqueID) navigate(CITATION_PANE_PATHS.ReferencesCitations, { state: { openReferenceId: warning.referenceUniqueID } satisfies ReferencesCitationsState });
  };

  const groups = PAPER_CHECK_GROUPS.map((group) => ({ ...group, found: (warnings ?? []).filter((w) => group.codes.includes(w.code)) })).filter((g) => g.found.length > 0);

  return (
    <Screen title="Paper Check">
      <Button appearance="subtle" onClick={() => navigate(CITATION_PANE_PATHS.ReferencesCitations)} style={{ alignSelf: 'flex-start' }}>
        ← References &amp; Citations
      </Button>
      {warnings === undefined ? null : groups.length === 0 ? (
        <Text role="status">Every citation has its reference, every reference is cited, and nothing cited is archived or deleted.</Text>
      ) : (
        groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <Text as="h2" weight="semibold" block>
              {group.title} ({group.found.length})
            </Text>
            <ul className={styles.list}>
              {group.found.map((warning, i) => (
                <li key={`${warning.code}-${warning.citationUniqueID ?? ''}-${warning.referenceUniqueID ?? i}`}>
                  <Button appearance="subtle" className={styles.problem} onClick={() => follow(warning)}>
                    {warning.message}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </Screen>
  );
}
