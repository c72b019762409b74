/** Copying a reference's or citation's text to the clipboard, with the corner toast 'Copied to clipboard'. */
import { useCallback } from 'react';
import { useNotify } from './notify';

export const COPIED = 'Copied to clipboard';

export function useCopyText(): (text: string) => void {
  const notify = useNotify();
  return useCallback(
    (text: string) => {
      navigator.clipboard.writeText(text).then(
        () => notify.corner(COPIED),
        () => notify.error('Problem copying', 'Your browser did not allow copying. Select the text and copy it instead.'),
      );
    },
    [notify],
  );
}
