/**
 * Word on the web's overlays (word-addin §2.3, §4), each shown once per document: the APA 7 professional paper's
 * running head and page number, and section or page breaks, both look wrong in the online editor; downloading the
 * paper fixes them. Dismissing one records it in the document (`dismissWordOnlineNotice`).
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useState } from 'react';
import { dismissWordOnlineNotice, type WordOnlineNotice } from '../host/word';
import { useWordPane } from './word-context';

const NOTICES: Record<WordOnlineNotice, { title: string; body: string; button: string }> = {
  'running-head': {
    title: 'The running head looks wrong here',
    body: 'Word on the web does not show the running head and page numbers of an APA 7 professional paper as they are. Your paper is right: download it, or open it in Word on your computer, to see them formatted.',
    button: 'Got it',
  },
  'section-breaks': {
    title: 'Page breaks look wrong here',
    body: 'Word on the web does not show section and page breaks as they are, so pages may seem to start in the wrong place. Your paper is right: download it, or open it in Word on your computer, to see its pages.',
    button: 'OK - Back to work',
  },
};

export function WordOnlineNotices() {
  const { apis, startup } = useWordPane();
  const [pending, setPending] = useState(startup.notices);
  const notice = pending[0];
  if (!notice) return null;
  const { title, body, button } = NOTICES[notice];
  const dismiss = () => {
    setPending((left) => left.slice(1));
    // Shown again next time if the document could not take the flag: nothing to tell the user now.
    void dismissWordOnlineNotice(apis, notice).catch(() => undefined);
  };
  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{body}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={dismiss}>
              {button}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
