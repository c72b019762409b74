/// <reference types="office-js" />
/**
 * A paper created from the Word pane opens as a new Word document (purchase-and-paper-creation §2: "In Word the new
 * paper opens as a new document"): the paper's record is read back and `openNewPaper` writes it as the engine's
 * .docx into a document of its own. The creation screens are the web app's; only this ending is Word's.
 */
import { Button, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paperApi } from '../../api/papers';
import { PATHS } from '../../app/paths';
import { Screen } from '../../components/screen';
import { openNewPaper } from '../../host/word';
import type { CreatedPaper } from '../../screens/papers/document-create-success-screen';
import { useWordPane } from '../word-context';

type Opening = 'opening' | 'opened' | 'failed';

export function PaperCreatedInWordScreen() {
  const { apis } = useWordPane();
  const navigate = useNavigate();
  const paper = useLocation().state as CreatedPaper | null;
  const [opening, setOpening] = useState<Opening>('opening');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!paper) return;
    let current = true;
    setOpening('opening');
    void paperApi
      .open(paper.paperGUID)
      .then((opened) => openNewPaper(apis, opened.document, { paperGUID: opened.paperGUID, paperID: opened.paperID }))
      .then(
        () => current && setOpening('opened'),
        () => current && setOpening('failed'),
      );
    return () => {
      current = false;
    };
  }, [apis, paper, attempt]);

  return (
    <Screen title="Paper created successfully">
      {!paper ? (
        <Text role="status">Your paper is saved in My Papers.</Text>
      ) : opening === 'opening' ? (
        <Text role="status">Opening “{paper.title}” in a new Word document…</Text>
      ) : opening === 'opened' ? (
        <Text role="status">“{paper.title}” is open in a new Word document, formatted and ready to write in. Open Ibid there to add citations.</Text>
      ) : (
        <>
          <Text role="alert">Your paper is saved in My Papers, but Word could not open it in a new document.</Text>
          <Button appearance="primary" onClick={() => setAttempt((n) => n + 1)} style={{ alignSelf: 'flex-start' }}>
            Try again
          </Button>
        </>
      )}
      <Button onClick={() => navigate(PATHS.DocumentCreateLanding)} style={{ alignSelf: 'flex-start' }}>
        Create another paper
      </Button>
    </Screen>
  );
}
