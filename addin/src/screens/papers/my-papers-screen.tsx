/**
 * My Papers (/papers, DESIGN.md "Papers"): the customer's papers with their kind and format, course, due date and
 * last change, sorted as the spec sorts them (word-addin §9: last modified newest first, due date, title); each can
 * be downloaded as a .docx or a clean copy, or deleted after a confirmation.
 */
import { Button, Caption1, Field, Select, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, ArrowDownload20Regular, Delete20Regular, DocumentText20Regular, Edit20Regular } from '@fluentui/react-icons';
import { getPaperType } from '@ibid/engine/paper';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { endsSession } from '../../api/http';
import { PAPER_DOCUMENT_TYPES, type PaperSort, type PaperSummary, paperApi } from '../../api/papers';
import { PATHS, fillPath } from '../../app/paths';
import { AppLink } from '../../components/app-link';
import { ErrorAlert } from '../../components/error-alert';
import { Screen } from '../../components/screen';
import { useNotify } from '../../shell/notify';
import { queryKeys } from '../../state/query-keys';
import { DELETE_TEXTS, DeletePaperDialog } from './delete-paper-dialog';
import { DOWNLOAD_TEXTS, usePaperDownload } from './use-paper-download';

export const SORT_LABELS = {
  lastModifiedDate: 'Last modified (newest first)',
  dueDate: 'Due date',
  title: 'Title',
} as const satisfies Record<PaperSort, string>;

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM, justifyContent: 'space-between' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  heading: { margin: 0, display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start', overflowWrap: 'anywhere' },
  icon: { flexShrink: 0, marginTop: '2px', color: tokens.colorBrandForeground1 },
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  fact: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
});

const MODIFIED = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const modifiedText = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : MODIFIED.format(date);
};

/** The paper's kind and format as a reader names it ("APA 7 Student Paper"). */
const paperKindLabel = (paperTypeID: number) => getPaperType(paperTypeID)?.name ?? 'Paper';

function PaperFact({ label, value }: { label: string; value: string }) {
  const styles = useStyles();
  return (
    <div className={styles.fact}>
      <dt>
        <Caption1>{label}</Caption1>
      </dt>
      <dd className={styles.value}>{value || '—'}</dd>
    </div>
  );
}

function PaperCard({ paper, onDelete }: { paper: PaperSummary; onDelete: () => void }) {
  const styles = useStyles();
  const download = usePaperDownload();
  const navigate = useNavigate();
  const headingId = `paper-${paper.paperGUID}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h2 className={styles.heading} id={headingId}>
        <DocumentText20Regular className={styles.icon} aria-hidden />
        <Subtitle2>
          <AppLink to={fillPath(PATHS.Paper, { paperGUID: paper.paperGUID })}>{paper.title}</AppLink>
        </Subtitle2>
      </h2>
      <dl className={styles.facts}>
        <PaperFact label="Kind and format" value={paperKindLabel(paper.paperTypeID)} />
        <PaperFact label="Course" value={paper.course} />
        <PaperFact label="Due date" value={paper.dueDateDisplay} />
        <PaperFact label="Last modified" value={modifiedText(paper.lastModifiedDate)} />
      </dl>
      <div className={styles.actions} role="group" aria-label={`Actions for ${paper.title}`}>
        <Button appearance="primary" icon={<Edit20Regular />} onClick={() => navigate(fillPath(PATHS.Paper, { paperGUID: paper.paperGUID }))}>
          Open
        </Button>
        <Button icon={<ArrowDownload20Regular />} onClick={() => void download(paper, PAPER_DOCUMENT_TYPES.word)}>
          {DOWNLOAD_TEXTS[PAPER_DOCUMENT_TYPES.word].action}
        </Button>
        <Button icon={<ArrowDownload20Regular />} onClick={() => void download(paper, PAPER_DOCUMENT_TYPES.simple)}>
          {DOWNLOAD_TEXTS[PAPER_DOCUMENT_TYPES.simple].action}
        </Button>
        <Button icon={<Delete20Regular />} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}

export function MyPapersScreen() {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const [sort, setSort] = useState<PaperSort>('lastModifiedDate');
  const [deleting, setDeleting] = useState<PaperSummary>();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: queryKeys.paperList(sort),
    queryFn: () => paperApi.list(sort).then((answer) => answer.papers),
    placeholderData: keepPreviousData,
  });
  const papers = list.data;
  // A lost connection or an ended session is told by the shell, not here.
  const failure = list.error && !endsSession(list.error) ? list.error.message : undefined;

  const createNew = (
    <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(PATHS.DocumentCreateLanding)}>
      Create New Paper
    </Button>
  );

  return (
    <Screen title="My Papers" actions={papers?.length ? createNew : undefined}>
      <ErrorAlert message={failure} />
      {failure ? (
        <Button style={{ alignSelf: 'flex-start' }} onClick={() => void list.refetch()}>
          Try again
        </Button>
      ) : papers === undefined ? (
        <Spinner label="Loading your papers…" />
      ) : papers.length === 0 ? (
        <div className={styles.empty}>
          <Text>You have no papers yet. Create one formatted in APA 7, MLA 9 or Turabian 9, and download it as a Word document.</Text>
          {createNew}
        </div>
      ) : (
        <>
          <div className={styles.toolbar}>
            <Field label="Sort by">
              <Select value={sort} onChange={(_, data) => setSort(data.value as PaperSort)}>
                {Object.entries(SORT_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            </Field>
            <Text role="status">{papers.length === 1 ? '1 paper' : `${papers.length} papers`}</Text>
          </div>
          <ul className={styles.list} aria-label="Papers">
            {papers.map((paper) => (
              <PaperCard key={paper.paperGUID} paper={paper} onDelete={() => setDeleting(paper)} />
            ))}
          </ul>
        </>
      )}
      {deleting ? (
        <DeletePaperDialog
          paper={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => {
            setDeleting(undefined);
            notify.toast({ title: DELETE_TEXTS.done });
            void queryClient.invalidateQueries({ queryKey: queryKeys.papers });
          }}
        />
      ) : null}
    </Screen>
  );
}
