/** /paper/:paperGUID: reads the paper and the library's references, then opens the editor on them. */
import { Button, Spinner } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PATHS } from '../../app/paths';
import { AppLink } from '../../components/app-link';
import { ErrorAlert } from '../../components/error-alert';
import { Screen } from '../../components/screen';
import { paperApi } from '../../api/papers';
import { libraryReferences } from './editor-api';
import { PaperEditor } from './paper-editor';

/** The paper's keys: read once per visit (the editor then holds it), never refetched under the writer. */
const paperKey = (paperGUID: string) => ['editor', 'paper', paperGUID.toUpperCase()] as const;
const libraryKey = ['editor', 'library'] as const;
const ONCE = { staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

export function EditorPage() {
  const { paperGUID = '' } = useParams();
  const paper = useQuery({ queryKey: paperKey(paperGUID), queryFn: () => paperApi.open(paperGUID), ...ONCE });
  const library = useQuery({ queryKey: libraryKey, queryFn: libraryReferences, ...ONCE });

  useEffect(() => {
    document.title = `${paper.data?.title || 'Paper'} · Ibid`;
  }, [paper.data?.title]);

  const failure = paper.error ?? library.error;
  if (failure) {
    return (
      <Screen title="We couldn't open this paper" narrow>
        <ErrorAlert message={failure.message} />
        <Button onClick={() => void Promise.all([paper.refetch(), library.refetch()])}>Try again</Button>
        <AppLink to={PATHS.MyPapers}>Go to My Papers</AppLink>
      </Screen>
    );
  }
  if (!paper.data || !library.data) return <Spinner label="Opening your paper…" style={{ marginTop: 48 }} />;
  // The session keeps the library it reloads (a reference created after the paper opened): written back to the
  // query, a new library would open the paper anew under the writer, on the stale document, mid-change.
  return <PaperEditor opened={paper.data} library={library.data} reloadLibrary={libraryReferences} />;
}
