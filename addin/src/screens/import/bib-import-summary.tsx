/**
 * The multi-reference import's success screen (reference-library §2, §4): how many references were added, what
 * was skipped or changed and why, and the entries of unknown type, each with a way to choose its type and add it.
 */
import { Body1, Button, Caption1, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { MISC_TYPE_ID } from '@ibid/engine';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { ImportWarning } from '../../api/types';
import { PATHS } from '../../app/paths';
import { WizardDialog } from '../../components/wizard-dialog';
import { useSetAtom } from 'jotai';
import { emptyDraft, referenceDraftAtom } from '../../state/reference-draft';
import { BIB_PATHS, bibImportAtom, type ImportSummary, type UnidentifiedEntry } from './bib-import-store';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  entry: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const referencesAdded = (n: number) => (n === 1 ? '1 reference was added to your library.' : `${n} references were added to your library.`);

/** A warning with where it comes from: "smith2020 (line 12): …". */
export function warningText(warning: ImportWarning): string {
  const place = [warning.entry, warning.line !== undefined ? `(line ${warning.line})` : undefined].filter(Boolean).join(' ');
  return place ? `${place}: ${warning.message}` : warning.message;
}

export function BibImportSummary({ summary }: { summary: ImportSummary }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const setImport = useSetAtom(bibImportAtom);
  const setDraft = useSetAtom(referenceDraftAtom);
  const finish = (to: string) => {
    setImport(undefined);
    navigate(to);
  };
  const choose = (entry: UnidentifiedEntry) => {
    setImport({ summary, adding: entry.key });
    setDraft({ ...emptyDraft(MISC_TYPE_ID, 'bib'), data: entry.data, note: entry.note, tags: entry.tags });
    navigate(BIB_PATHS.selectType);
  };
  return (
    <WizardDialog
      title="Import a reference"
      actions={
        <>
          <Button onClick={() => finish(PATHS.MyPapers)}>Add Reference from Library</Button>
          <Button appearance="primary" onClick={() => finish(PATHS.MyReferenceLibrary)}>
            Great!
          </Button>
        </>
      }
    >
      <div role="status">
        <MessageBar intent="success">
          <MessageBarBody>
            {referencesAdded(summary.imported)} (from {summary.fileName})
          </MessageBarBody>
        </MessageBar>
      </div>
      {summary.unidentified.length > 0 ? (
        <section className={styles.section} aria-labelledby="bib-unidentified">
          <Subtitle2 as="h3" id="bib-unidentified">
            Choose a type for these references
          </Subtitle2>
          <Body1>We couldn't tell what kind of source these are. Choose a type for each to add it to your library.</Body1>
          <ul className={styles.list}>
            {summary.unidentified.map((entry) => (
              <UnidentifiedItem key={entry.key} entry={entry} onChoose={() => choose(entry)} />
            ))}
          </ul>
        </section>
      ) : null}
      {summary.warnings.length > 0 ? (
        <section className={styles.section} aria-labelledby="bib-warnings">
          <Subtitle2 as="h3" id="bib-warnings">
            Skipped or changed
          </Subtitle2>
          <ul className={styles.list}>
            {summary.warnings.map((warning, index) => (
              <li key={index}>
                <Body1>{warningText(warning)}</Body1>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </WizardDialog>
  );
}

function UnidentifiedItem({ entry, onChoose }: { entry: UnidentifiedEntry; onChoose: () => void }) {
  const styles = useStyles();
  const titleId = useId();
  const title = typeof entry.data.title === 'string' && entry.data.title.trim() ? entry.data.title : 'Untitled entry';
  return (
    <li className={styles.entry}>
      <Body1 id={titleId}>{title}</Body1>
      {entry.warnings.map((warning, index) => (
        <Caption1 key={index}>{warningText(warning)}</Caption1>
      ))}
      <Button size="small" aria-describedby={titleId} onClick={onChoose}>
        Choose a type
      </Button>
    </li>
  );
}
