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
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { libraryApi } from '../../api/library';
import type { LibraryReference } from '../../api/types';
import { LIBRARY_PATHS, PATHS, libraryPath } from '../../app/paths';
import { FormattedParagraph } from '../../components/formatted-text';
import { Screen } from '../../components/screen';
import { sameReference, type PaperReference } from '../../host/document-host';
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
  const [library, setLibrary] = useState<LibraryReference[]>();
  const [search, setSearch] = useState('');
  const [removing, setRemoving] = useState<PaperReference>();

  useEffect(() => {
    if (format) void libraryApi.list({ archived: 'all', format }).then((page) => setLibrary(page.references));
  }, [format, references]);

  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (references ?? []).map((paperRef) => ({ paperRef, ref: library?.find((r) => sameReference(r.referenceUniqueID, paperRef.referenceUniqueID)) }))
      .filter(({ ref }) => !term || (ref && `${ref.values[format ?? 'apa7']?.value ?? ''} ${ref.nickname} ${ref.tags}`.toLowerCase().includes(term)));
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
