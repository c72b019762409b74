/**
 * The duplicate-reference warning (reference-library §4): the looked-up work is already in the library; the
 * user opens the existing reference, or creates a duplicate anyway.
 */
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import type { LookupResult } from '../../api/types';
import { LIBRARY_PATHS, libraryPath } from '../../app/paths';

const MATCHED_ON: Record<NonNullable<LookupResult['duplicateOf']>['matchedOn'], string> = { doi: 'DOI', url: 'URL', isbn: 'ISBN' };

export function DuplicateWarning({ duplicateOf, onCreateDuplicate }: { duplicateOf: NonNullable<LookupResult['duplicateOf']>; onCreateDuplicate: () => void }) {
  const navigate = useNavigate();
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>This reference is already in your library.</MessageBarTitle>A reference with the same {MATCHED_ON[duplicateOf.matchedOn]} is in
        your library. Use it to cite this work, or create a duplicate.
      </MessageBarBody>
      <MessageBarActions>
        <Button
          appearance="primary"
          onClick={() => navigate(libraryPath(LIBRARY_PATHS.ReferenceEdit, { referenceUid: duplicateOf.referenceUniqueID, tab: 'citations' }))}
        >
          Use existing reference
        </Button>
        <Button onClick={onCreateDuplicate}>Create duplicate</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
