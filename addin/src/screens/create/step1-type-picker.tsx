/**
 * Create reference, step 1 of 3 (reference-library §2): pick a type from the Common, All types or Recent tab,
 * look a reference up, or import one from a .bib file (developer tools only).
 */
import { Button, Divider, Subtitle2, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUpload20Regular } from '@fluentui/react-icons';
import { commonReferenceTypes, type ReferenceType } from '@ibid/engine';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LIBRARY_PATHS, libraryPath, type TypeTab } from '../../app/paths';
import { WizardDialog } from '../../components/wizard-dialog';
import { showsDeveloperTools } from '../../state/environment';
import { useAtomValue, useSetAtom } from 'jotai';
import { emptyDraft, recentTypeIdsAtom, referenceDraftAtom } from '../../state/reference-draft';
import { useSession } from '../../state/session';
import { useDisplayFormat } from '../../state/display-format';
import { LookupSearch } from './step1-lookup-search';
import { TypeFinder, TypeOptions, creatableTypes } from './step1-type-list';
import { CREATE_PATHS } from './paths';
import { IMPORT_PATHS } from '../import/paths';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingTop: tokens.spacingVerticalM },
});

const TAB_LABELS: Record<TypeTab, string> = { common: 'Common', all: 'All types', recent: 'Recent' };

export function CreateStep1() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { openReferenceTab } = useParams();
  const { customer } = useSession();
  const format = useDisplayFormat();
  const recentIds = useAtomValue(recentTypeIdsAtom);
  const setDraft = useSetAtom(referenceDraftAtom);
  const types = useMemo(() => creatableTypes(format), [format]);
  const recent = useMemo(() => recentIds.flatMap((id) => types.filter((t) => t.id === id)), [recentIds, types]);

  const tabs: TypeTab[] = recentIds.length > 0 ? ['common', 'all', 'recent'] : ['common', 'all'];
  const tab = tabs.find((t) => t === openReferenceTab) ?? 'common';
  const openTab = (next: TypeTab) => navigate(libraryPath(LIBRARY_PATHS.CreateStep1, { openReferenceTab: next }), { replace: true });

  const choose = (type: ReferenceType) => {
    setDraft(emptyDraft(type.id));
    navigate(libraryPath(CREATE_PATHS.CreateStep2, { openReferenceTab: tab, referenceTypeSlug: type.slug }));
  };

  return (
    <WizardDialog title="Create a new reference" step="Step 1 of 3: Select a reference type" wide>
      <TabList selectedValue={tab} onTabSelect={(_, d) => openTab(d.value as TypeTab)}>
        {tabs.map((t) => (
          <Tab key={t} value={t} id={`type-tab-${t}`}>
            {TAB_LABELS[t]}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-labelledby={`type-tab-${tab}`} className={styles.panel}>
        {tab === 'common' ? (
          <>
            <LookupSearch />
            <Divider />
            <Subtitle2 as="h3">Common reference types</Subtitle2>
            <TypeOptions types={commonReferenceTypes(types)} onChoose={choose} />
            {showsDeveloperTools(customer) ? (
              <Button icon={<ArrowUpload20Regular />} onClick={() => navigate(libraryPath(IMPORT_PATHS.ImportFromBibStep1))} style={{ alignSelf: 'flex-start' }}>
                Import from .bib
              </Button>
            ) : null}
          </>
        ) : null}
        {tab === 'all' ? <TypeFinder types={types} onChoose={choose} /> : null}
        {tab === 'recent' ? <TypeOptions types={recent} onChoose={choose} /> : null}
      </div>
    </WizardDialog>
  );
}
