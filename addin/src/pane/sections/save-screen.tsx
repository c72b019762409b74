/**
 * Save to Ibid (word-addin §2.12, §9): Ibid saves as the writer types; this saves a version now ('Manual Save') and
 * lists the paper's versions of the last 30 days (GET v4/Paper/Versions), the Time column 215 px wide.
 */
import { Button, Spinner, Table, makeStyles, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paperApi } from '../../api/papers';
import type { DocumentHost, HostPaper } from '../../host/document-host';
import { useNotify } from '../../shell/notify';
import { SectionScreen } from './section-screen';
import { useHostAction } from './use-host-action';

export const MANUAL_SAVE = 'Manual Save';
/** §9: the versions table's Time column. */
export const VERSION_TIME_WIDTH_PX = 215;

const useStyles = makeStyles({
  // Below Word's pane width the Time column gives way, so Action keeps room for a word or two.
  time: { '@media (max-width: 360px)': { width: 'calc(100% - 96px) !important' } },
});

const versionsKey = (paperGUID: string) => ['paper-versions', paperGUID] as const;

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function SaveScreen() {
  return <SectionScreen title="Save to Ibid">{(paper, host) => <Save paper={paper} host={host} />}</SectionScreen>;
}

function Save({ paper, host }: { paper: HostPaper; host: DocumentHost }) {
  const styles = useStyles();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const action = useHostAction('Problem saving your paper');
  const versions = useQuery({ queryKey: versionsKey(paper.paperGUID), queryFn: () => paperApi.versions(paper.paperGUID) });

  const save = async () => {
    if (!(await action.run(() => host.save(MANUAL_SAVE)))) return;
    notify.corner('Paper saved');
    await queryClient.invalidateQueries({ queryKey: versionsKey(paper.paperGUID) });
  };

  return (
    <>
      <Text block>Ibid saves your paper as you write. Save it now to keep a version you can come back to: versions are kept for 30 days.</Text>
      <Button appearance="primary" disabled={action.busy} onClick={() => void save()} style={{ alignSelf: 'flex-start' }}>
        Save my paper now
      </Button>
      <section aria-labelledby="versions-title" style={{ minWidth: 0 }}>
        <Text as="h2" id="versions-title" weight="semibold" block>
          Recent Paper Versions
        </Text>
        {versions.isPending ? (
          <Spinner size="tiny" label="Loading versions…" />
        ) : versions.isError ? (
          <Text role="alert">The versions could not be loaded. Please try again.</Text>
        ) : versions.data.versions.length === 0 ? (
          <Text>No versions in the last 30 days yet.</Text>
        ) : (
          <Table aria-labelledby="versions-title" size="small" style={{ tableLayout: 'fixed', width: '100%' }}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.time} style={{ width: VERSION_TIME_WIDTH_PX }}>
                  Time
                </TableHeaderCell>
                <TableHeaderCell>Action</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {versions.data.versions.map((version) => (
                <TableRow key={`${version.versionDate}-${version.action}`}>
                  <TableCell>
                    <time dateTime={version.versionDate}>{timeFormat.format(new Date(version.versionDate))}</time>
                  </TableCell>
                  <TableCell style={{ overflowWrap: 'break-word', hyphens: 'auto' }}>{version.action}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </>
  );
}
