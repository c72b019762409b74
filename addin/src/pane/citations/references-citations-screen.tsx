/**
 * Refs & Citations (reference-library §2 "References and citations panel"): the references in the paper, with
 * the ways to add more. Removing a reference that has citations asks first; one without is removed at once.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { matchesLibrarySearch, parseLibrarySearch } from '@ibid/engine';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { libraryApi } from '../../api/library';
import type { LibraryReference } from '../../api/types';
import { LIBRARY_PATHS, PATHS, libraryPath } from '../../app/paths';
import { FormattedParagraph, formattedPlainText } from '../../components/formatted-text';
import { Screen } from '../../components/screen';
import type { PaperReference } from '../../host/document-host';
import { usePaper } from './use-paper';

/** The search box sticks to the top once the list has this many references (reference-library §9). */
export const STICKY_SEARCH_AT = 6;

const useStyles = makeStyles({
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: tokens.spacingVerticalM, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  sticky: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1, paddingBottom: tokens.spacingVerticalS },
});

export function ReferencesCitationsScreen() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { host, format, references, reload } = usePaper();
  // The paper's references from the library, by unique id; null for one not in the library ('external').
  const [library, setLibrary] = useState<ReadonlyMap<string, LibraryReference | null>>(new Map());
  const [search, setSearch] = useState('');
  const [removing, setRemoving] = useState<PaperReference>();

  useEffect(() => {
    const missing = (references ?? []).map((r) => r.referenceUniqueID.toUpperCase()).filter((uid) => !library.has(uid));
    if (!missing.length) return;
    void Promise.all(missing.map((uid) => libraryApi.byUniqueId(uid).catch(() => null))).then((found) =>
      setLibrary((previous) => new Map([...previous, ...missing.map((uid, i) => [uid, found[i] ?? null] as const)])),
    );
  }, [references, library]);

  const shown = useMemo(() => {
    const wanted = parseLibrarySearch(search);
    return (references ?? [])
      .map((paperRef) => ({ paperRef, ref: library.get(paperRef.referenceUniqueID.toUpperCase()) ?? undefined }))
      .filter(({ ref }) => wanted.kind === 'none' || (ref && matchesLibrarySearch(wanted, { text: `${formattedPlainText(ref.values[format ?? 'apa7']?.value ?? '')} ${ref.nickname} ${ref.tags}`, tags: ref.tags })));
  }, [references, library, search, format]);

  const remove = async (paperRef: PaperReference) => {
    await host.removeReference(paperRef.referenceUniqueID);
    setRemoving(undefined);
    await reload();
  };

  const count = references?.length ?? 0;
  return (
    <Screen title={count > 0 ? `Refs & Citations (${count})` : 'Refs & Citations'}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button appearance="primary" onClick={() => navigate(libraryPath(LIBRARY_PATHS.CreateStep1, { openReferenceTab: 'common' }))}>
          Create a New Reference
        </Button>
        <Button onClick={() => navigate(PATHS.ReferenceAddFromLibrary)}>Add Reference from Library</Button>
      </div>
      {count === 0 ? (
        <Text role="status">
          This paper has no references yet. Create a new reference or add one from your library; citations come after a reference is added.
        </Text>
      ) : (
        <>
          <div className={count >= STICKY_SEARCH_AT ? styles.sticky : undefined}>
            <Input aria-label="Search references in this paper" placeholder="Search" value={search} onChange={(_, d) => setSearch(d.value)} style={{ width: '100%' }} />
          </div>
          <ul aria-label="References in this paper" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {shown.map(({ paperRef, ref }) => (
              <li key={paperRef.referenceUniqueID} className={styles.item}>
                {ref ? <FormattedParagraph html={ref.values[format ?? 'apa7']?.value || ref.title} /> : <Text italic>This reference is not in your library.</Text>}
                {ref?.isArchived ? <Text size={200}>This reference has been archived.</Text> : null}
                <div style={{ display: 'flex', gap: 8 }}>
                  {ref && !ref.isArchived ? (
                    <Button size="small" onClick={() => navigate(libraryPath(LIBRARY_PATHS.ReferenceEdit, { referenceUid: ref.referenceUniqueID, tab: 'details' }))}>
                      Edit
                    </Button>
                  ) : null}
                  <Button size="small" onClick={() => (paperRef.citations.length ? setRemoving(paperRef) : void remove(paperRef))}>
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <Dialog open={Boolean(removing)} modalType="alert" onOpenChange={(_, d) => (d.open ? undefined : setRemoving(undefined))}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Remove this reference?</DialogTitle>
            <DialogContent>Its citations in this paper will be deleted too.</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => removing && void remove(removing)}>
                Remove Reference &amp; Delete Citations
              </Button>
              <Button onClick={() => setRemoving(undefined)}>Nevermind</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </Screen>
  );
}
