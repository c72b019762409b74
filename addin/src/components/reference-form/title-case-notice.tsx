/**
 * What an import, a lookup or a capture did to a Title Case title (engine csl/imported-titles.ts): the library marks
 * the reference until the writer checks it, and its details say what changed with a one-click way back.
 */
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { importedTitles, titleAsImported, type ReferenceData } from '@ibid/engine';

export const TITLE_CASE_CHANGED = 'Title case changed: please check';
export const TITLE_CASE_CHANGED_HINT = 'Ibid put this title in sentence case, as APA writes titles. Open the reference to check it.';
export const USE_ORIGINAL_TITLE = 'Use the original title';

/** Shown over a reference's form while it keeps the title it came with; saving the reference checks it. */
export function TitleCaseNotice({ data, onUseOriginal }: { data: ReferenceData; onUseOriginal: (data: ReferenceData) => void }) {
  const original = titleAsImported(data);
  if (!original) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{TITLE_CASE_CHANGED}</MessageBarTitle>
        Ibid put the title in sentence case, as APA 7 writes titles (MLA and Turabian print it in title case). It came as “{original}”. Check
        that names kept their capitals, then save.
      </MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={() => onUseOriginal(importedTitles(data))}>
          {USE_ORIGINAL_TITLE}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
