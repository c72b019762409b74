/**
 * A reference's dialog (reference-library §2 Reference edit and review): a back link to References, the format
 * switch, Copy Reference Text, and the Citations, Research and Details tabs. A reference with no value in the chosen
 * format is under review: the same layout titled 'Review Reference'. Leaving with unsaved details asks first.
 */
import { Button, Link, MessageBar, MessageBarBody, Spinner, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, Copy20Regular } from '@fluentui/react-icons';
import type { CurrentFormatId } from '@ibid/engine';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/http';
import { libraryApi } from '../../api/library';
import type { LibraryReference } from '../../api/types';
import { LIBRARY_PATHS, PATHS, REFERENCE_TABS, libraryPath, type ReferenceTab } from '../../app/paths';
import { ReferenceFormatSwitch, cleanReferenceData, formatPreview } from '../../components/reference-form';
import { STOP_UPDATING, WizardDialog } from '../../components/wizard-dialog';
import { useDisplayFormat } from '../../state/display-format';
import { useLeaveGuard } from '../create/leave-guard';
import { CitationsTab } from './citations-tab';
import { useCopyText } from '../../shell/copy-text';
import { DetailsTab, editsOf, type ReferenceEdits } from './details-tab';
import { ResearchNotesTab } from './research-notes-tab';

const TAB_LABELS: Record<ReferenceTab, string> = { citations: 'Citations', 'research-notes': 'Research', details: 'Details' };

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  panel: { paddingTop: tokens.spacingVerticalM },
});

function sameEdits(a: ReferenceEdits, b: ReferenceEdits): boolean {
  return (
    JSON.stringify(cleanReferenceData(a.data)) === JSON.stringify(cleanReferenceData(b.data)) &&
    a.note.trim() === b.note.trim() &&
    a.tags.trim() === b.tags.trim() &&
    a.nickname.trim() === b.nickname.trim()
  );
}

export function ReferenceEditScreen() {
  const styles = useStyles();
  const navigate = useNavigate();
  const copy = useCopyText();
  const { referenceUid = '', tab: tabParam } = useParams();
  const tab = REFERENCE_TABS.find((t) => t === tabParam);
  const displayFormat = useDisplayFormat();
  const [format, setFormat] = useState<CurrentFormatId>(displayFormat);
  const [reference, setReference] = useState<LibraryReference>();
  const [edits, setEdits] = useState<ReferenceEdits>();
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let current = true;
    setReference(undefined);
    setProblem(undefined);
    libraryApi.byUniqueId(referenceUid).then(
      (loaded) => {
        if (!current) return;
        setReference(loaded);
        setEdits(editsOf(loaded));
      },
      (error: unknown) => {
        if (!current) return;
        setProblem(error instanceof ApiError && error.status === 404 ? 'This reference could not be found in your library.' : 'We could not load this reference. Please try again.');
      },
    );
    return () => {
      current = false;
    };
  }, [referenceUid]);

  const tabPath = (t: ReferenceTab) => libraryPath(LIBRARY_PATHS.ReferenceEdit, { referenceUid, tab: t });
  const guard = useLeaveGuard({
    dirty: Boolean(reference && edits && !sameEdits(edits, editsOf(reference))),
    passes: (pathname) => REFERENCE_TABS.some((t) => tabPath(t) === pathname),
    texts: STOP_UPDATING,
  });

  if (!tab) return <Navigate to={tabPath('citations')} replace />;

  const review = Boolean(reference && !reference.values[format]?.value);
  const title = review ? 'Review Reference' : 'Edit Reference';
  const saved = reference ? formatPreview(reference.referenceTypeID, reference.data, format) : undefined;

  return (
    <>
      <WizardDialog title={title} wide>
        <div className={styles.header}>
          <Link
            href={PATHS.MyReferenceLibrary}
            className={styles.back}
            onClick={(e) => {
              e.preventDefault();
              navigate(PATHS.MyReferenceLibrary);
            }}
          >
            <ArrowLeft20Regular aria-hidden />
            References
          </Link>
          <ReferenceFormatSwitch value={format} onChange={setFormat} />
          <Button icon={<Copy20Regular />} disabled={!saved?.reference.text} onClick={() => saved && copy(saved.reference.text)}>
            Copy Reference Text
          </Button>
        </div>
        {problem ? (
          <MessageBar intent="error">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        ) : !reference || !edits ? (
          <Spinner label="Loading the reference" />
        ) : (
          <>
            <TabList selectedValue={tab} onTabSelect={(_, d) => navigate(tabPath(d.value as ReferenceTab), { replace: true })}>
              {REFERENCE_TABS.map((t) => (
                <Tab key={t} value={t} id={`reference-tab-${t}`}>
                  {TAB_LABELS[t]}
                </Tab>
              ))}
            </TabList>
            <div role="tabpanel" aria-labelledby={`reference-tab-${tab}`} className={styles.panel}>
              {tab === 'citations' ? <CitationsTab referenceTypeID={reference.referenceTypeID} data={reference.data} format={format} /> : null}
              {tab === 'research-notes' ? <ResearchNotesTab reference={reference} format={format} /> : null}
              {tab === 'details' ? (
                <DetailsTab
                  reference={reference}
                  edits={edits}
                  format={format}
                  onEdit={setEdits}
                  onSaved={(next) => {
                    setReference(next);
                    setEdits(editsOf(next));
                  }}
                />
              ) : null}
            </div>
          </>
        )}
      </WizardDialog>
      {guard}
    </>
  );
}
