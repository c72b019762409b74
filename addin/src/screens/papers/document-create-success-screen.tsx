/**
 * Create success (purchase-and-paper-creation §2): 'Paper created successfully'. In Word the new paper opens as a
 * new document; in the browser it is saved to My Papers, and this screen opens it in the editor or offers its .docx.
 */
import { Button, Text } from '@fluentui/react-components';
import { ArrowDownload20Regular, Edit20Regular } from '@fluentui/react-icons';
import { getPaperType } from '@ibid/engine/paper';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { PAPER_DOCUMENT_TYPES } from '../../api/papers';
import { PATHS, fillPath } from '../../app/paths';
import { AppLink } from '../../components/app-link';
import { Screen } from '../../components/screen';
import { DOWNLOAD_TEXTS, usePaperDownload } from './use-paper-download';

const CREATED_TITLE = 'Paper created successfully';

export interface CreatedPaper {
  paperGUID: string;
  title: string;
  paperTypeID: number;
}

/** Goes to the success screen with the paper just made. */
export function showPaperCreated(navigate: NavigateFunction, paper: CreatedPaper): void {
  navigate(PATHS.DocumentCreateSuccess, { state: paper, replace: true });
}

export function DocumentCreateSuccessScreen() {
  const navigate = useNavigate();
  const download = usePaperDownload();
  const paper = useLocation().state as CreatedPaper | null;
  const kind = paper ? getPaperType(paper.paperTypeID)?.name : undefined;
  return (
    <Screen title={CREATED_TITLE} narrow>
      {paper ? (
        <>
          <Text role="status">
            Your {kind ?? 'paper'} “{paper.title}” is saved in My Papers, formatted and ready to write in.
          </Text>
          <Button appearance="primary" icon={<Edit20Regular />} onClick={() => navigate(fillPath(PATHS.Paper, { paperGUID: paper.paperGUID }))}>
            Open the paper
          </Button>
          <Text>Or download it as a Word document to write it in Word, where the Ibid pane adds citations and keeps its reference list right.</Text>
          <Button icon={<ArrowDownload20Regular />} onClick={() => void download(paper, PAPER_DOCUMENT_TYPES.word)}>
            {DOWNLOAD_TEXTS[PAPER_DOCUMENT_TYPES.word].action}
          </Button>
        </>
      ) : (
        <Text role="status">Your paper is saved in My Papers.</Text>
      )}
      <AppLink to={PATHS.MyPapers}>Go to My Papers</AppLink>
      <Button onClick={() => navigate(PATHS.DocumentCreateLanding)}>Create another paper</Button>
    </Screen>
  );
}
