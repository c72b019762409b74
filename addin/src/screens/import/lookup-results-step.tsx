/**
 * The lookup's result list, 'Step 2 of 3: Select a reference to use' (reference-library §2 Third-party steps):
 * result cards with a filter menu and the duplicate warning, and, once the user scrolled down and back up, a
 * way to create the reference manually instead.
 */
import {
  Body1,
  Button,
  Caption1,
  Menu,
  MenuButton,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Filter20Regular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { LookupResult } from '../../api/types';
import { LIBRARY_PATHS, libraryPath } from '../../app/paths';
import { WizardDialog } from '../../components/wizard-dialog';
import { DuplicateWarning } from './duplicate-warning';
import { useAtom, useSetAtom } from 'jotai';
import { RESULT_FILTERS, chooseResultAtom, filterResults, lookupAtom, type ResultFilter } from './lookup-store';
import { useScrolledBackUp } from './use-scrolled-back-up';
import { IMPORT_PATHS } from './paths';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  cover: { width: '72px', height: '108px', objectFit: 'cover', flexShrink: 0, borderRadius: tokens.borderRadiusSmall },
  body: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function LookupResultsStep() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [session, setSession] = useAtom(lookupAtom);
  const chooseResult = useSetAtom(chooseResultAtom);
  const [filter, setFilter] = useState<ResultFilter>(session?.filter ?? 'all');
  const scrolledBackUp = useScrolledBackUp();
  if (!session || session.results.length === 0) return <Navigate to={libraryPath(LIBRARY_PATHS.CreateStep1, { openReferenceTab: 'common' })} replace />;

  const shown = filterResults(session.results, filter);
  const changeFilter = (next: ResultFilter) => {
    setFilter(next);
    setSession({ ...session, filter: next });
  };
  const use = (result: LookupResult) => {
    chooseResult(result);
    navigate(libraryPath(IMPORT_PATHS.CreateStep3ThirdParty));
  };

  return (
    <WizardDialog
      title="Create a new reference"
      step="Step 2 of 3: Select a reference to use"
      wide
      actions={
        <>
          <Button onClick={() => navigate(libraryPath(LIBRARY_PATHS.CreateStep1, { openReferenceTab: 'common' }))}>Back</Button>
          {scrolledBackUp ? (
            <Button appearance="primary" onClick={() => navigate(libraryPath(LIBRARY_PATHS.CreateStep1, { openReferenceTab: 'all' }))}>
              Can't find it? Create a reference manually...
            </Button>
          ) : null}
        </>
      }
    >
      <div className={styles.bar}>
        <Body1 aria-live="polite">
          {shown.length} of {session.results.length} results for “{session.term}”
        </Body1>
        <Menu inline checkedValues={{ filter: [filter] }} onCheckedValueChange={(_, d) => d.checkedItems[0] && changeFilter(d.checkedItems[0] as ResultFilter)}>
          <MenuTrigger disableButtonEnhancement>
            <MenuButton icon={<Filter20Regular />} aria-label={`Filter results: ${RESULT_FILTERS.find((f) => f.value === filter)?.label}`}>
              {RESULT_FILTERS.find((f) => f.value === filter)?.label}
            </MenuButton>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {RESULT_FILTERS.map((f) => (
                <MenuItemRadio key={f.value} name="filter" value={f.value}>
                  {f.label}
                </MenuItemRadio>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
      {shown.length === 0 ? (
        <div role="status" style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <Body1>None of these results are {filter === 'books' ? 'books or chapters' : 'journal articles'}.</Body1>
          <Button onClick={() => changeFilter('all')}>Show all results</Button>
        </div>
      ) : null}
      <ul className={styles.list} aria-label="Results">
        {shown.map((result, index) => (
          <li key={`${index}-${result.title}`}>
            <ResultCard result={result} onUse={() => use(result)} />
          </li>
        ))}
      </ul>
    </WizardDialog>
  );
}

function ResultCard({ result, onUse }: { result: LookupResult; onUse: () => void }) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {result.imageUrl ? <img className={styles.cover} src={result.imageUrl} alt={`Cover of ${result.title}`} /> : null}
      <div className={styles.body}>
        <Caption1 className={styles.muted}>{result.typeLabel}</Caption1>
        <Subtitle2 as="h3" id={titleId}>
          {result.title}
        </Subtitle2>
        {result.subTitle ? <Body1>{result.subTitle}</Body1> : null}
        {result.authorInfo ? <Body1>{result.authorInfo}</Body1> : null}
        {result.publisherInfo ? <Caption1 className={styles.muted}>{result.publisherInfo}</Caption1> : null}
        {result.duplicateOf ? (
          <DuplicateWarning duplicateOf={result.duplicateOf} onCreateDuplicate={onUse} />
        ) : (
          <Button appearance="primary" aria-describedby={titleId} onClick={onUse}>
            Use this reference
          </Button>
        )}
      </div>
    </article>
  );
}
