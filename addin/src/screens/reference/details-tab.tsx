/**
 * The Details tab (reference-library §2): Reference Data heading, the type's fields, the output, the JSON box,
 * Nickname (only when the reference already has one), Description, Tags and Update Reference. Blank optional
 * fields are sent as the word 'empty' (§5, §7).
 */
import { Button, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { optionalFieldsForUpdate, titlesChecked, type CurrentFormatId, type ReferenceData } from '@ibid/engine';
import { libraryApi } from '../../api/library';
import { ApiError } from '../../api/http';
import type { LibraryReference } from '../../api/types';
import { ConfirmFields, ReferenceForm, ReferenceJsonBox, ReferencePreview, canCreateReference, cleanReferenceData } from '../../components/reference-form';
import { TitleCaseNotice } from '../../components/reference-form/title-case-notice';
import { useLoader } from '../../shell/loader';
import { useNotify } from '../../shell/notify';
import { useNotifyLibraryChanged } from '../../state/library-changed';

export const CHANGES_SAVED = 'Changes saved';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** What the Details tab edits. */
export interface ReferenceEdits {
  data: Record<string, unknown>;
  note: string;
  tags: string;
  nickname: string;
}

export function editsOf(reference: LibraryReference): ReferenceEdits {
  return { data: reference.data, note: reference.note, tags: reference.tags, nickname: reference.nickname };
}

export interface DetailsTabProps {
  reference: LibraryReference;
  edits: ReferenceEdits;
  onEdit: (edits: ReferenceEdits) => void;
  onSaved: (reference: LibraryReference) => void;
  format: CurrentFormatId;
}

export function DetailsTab({ reference, edits, onEdit, onSaved, format }: DetailsTabProps) {
  const styles = useStyles();
  const notify = useNotify();
  const loader = useLoader();
  const notifyLibraryChanged = useNotifyLibraryChanged();
  const valid = canCreateReference(reference.referenceTypeID, edits.data, format);

  // Saving checks the titles: a title an import changed loses its mark (and the original kept with it).
  const update = async (data: ReferenceData = titlesChecked(edits.data as ReferenceData)) => {
    try {
      const saved = await loader.during(
        'update-reference',
        libraryApi.update({
          referenceID: reference.referenceID,
          ...optionalFieldsForUpdate({ nickname: edits.nickname, note: edits.note, tags: edits.tags }),
          data: cleanReferenceData(data),
        }),
        'Saving your changes',
      );
      onSaved(saved);
      notifyLibraryChanged();
      notify.toast({ title: CHANGES_SAVED });
    } catch (error) {
      notify.error('Problem saving this reference', error instanceof ApiError ? error.message : undefined);
    }
  };

  return (
    <div className={styles.tab}>
      <Subtitle1 as="h2">Reference Data</Subtitle1>
      <TitleCaseNotice data={edits.data as ReferenceData} onUseOriginal={(data) => void update(data)} />
      <ReferenceForm referenceTypeID={reference.referenceTypeID} data={edits.data} format={format} onChange={(data) => onEdit({ ...edits, data })} />
      <ReferencePreview referenceTypeID={reference.referenceTypeID} data={edits.data} format={format} />
      <ReferenceJsonBox data={edits.data} />
      <ConfirmFields
        note={edits.note}
        tags={edits.tags}
        nickname={edits.nickname}
        showNickname={reference.nickname.trim() !== ''}
        onChange={(next) => onEdit({ ...edits, ...next })}
      />
      <div>
        <Button appearance="primary" disabled={!valid} onClick={() => void update()}>
          Update Reference
        </Button>
      </div>
    </div>
  );
}
