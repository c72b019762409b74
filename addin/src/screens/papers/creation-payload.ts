/**
 * The creation payload (purchase-and-paper-creation §3) from a creation form: the spec's keys exactly, the fields
 * the form does not show sent empty, and the class keys when a class was chosen.
 */
import { CLASS_ENTITY_TYPE_ID, type PaperCreationPayloadInput, type PaperFormField } from '@ibid/engine/paper';
import type { ClassRecord } from '../../api/papers';

/** The form's text fields. */
export type CreationTextField = Exclude<PaperFormField, 'RunningHead' | 'IsAuthorNote'>;

export type CreationValues = Record<CreationTextField | 'RunningHead', string> & { IsAuthorNote: boolean };

export function creationPayload(paperTypeID: number, fields: readonly PaperFormField[], values: CreationValues, chosenClass: ClassRecord | undefined): PaperCreationPayloadInput & { Title: string } {
  const text = (field: CreationTextField | 'RunningHead') => (fields.includes(field) ? values[field].trim() : '');
  return {
    Title: values.Title.trim(),
    Course: text('Course'),
    PaperType: paperTypeID,
    Author: text('Author'),
    DueDate: text('DueDate'),
    Institution: text('Institution'),
    IsAuthorNote: fields.includes('IsAuthorNote') && values.IsAuthorNote,
    RunningHead: text('RunningHead'),
    ShowPanel: true,
    Teacher: text('Teacher'),
    ...(chosenClass
      ? { AssociatedEntityID: chosenClass.classID, AssociatedEntityName: chosenClass.name, AssociatedEntityTypeID: CLASS_ENTITY_TYPE_ID, ClassID: chosenClass.classID }
      : {}),
  };
}
