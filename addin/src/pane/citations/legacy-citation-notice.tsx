/**
 * The citation form on a legacy paper (APA 6, MLA 8: word-addin §1, §2.7, §2.12). Those formats no longer work
 * (the spec's Legacy format notice), and the engine formats a legacy paper in its successor (APA 7, MLA 9, with
 * the layout's 'legacy-format' warning), so the form is the current one in the successor's rules, under a notice
 * that says so and offers what the spec's Legacy format screen does (a clean copy) and the switch to the successor.
 */
import { Link, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { FORMAT_LABELS } from '@ibid/engine';
import { getPaperType } from '@ibid/engine/paper';
import { useNavigate } from 'react-router';
import type { HostPaper } from '../../host/document-host';
import { SECTION_PANE_PATHS } from '../sections/paths';

export function LegacyCitationNotice({ paper }: { paper: Pick<HostPaper, 'paperTypeID' | 'format'> }) {
  const navigate = useNavigate();
  const type = getPaperType(paper.paperTypeID);
  if (!type?.legacy) return null;
  const legacy = FORMAT_LABELS[type.format];
  const successor = FORMAT_LABELS[paper.format];
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{legacy} no longer works in Ibid.</MessageBarTitle> This citation is formatted in {successor}, like every citation
        and reference in this paper. <Link onClick={() => navigate(SECTION_PANE_PATHS.PaperFormat)}>Switch the paper to {successor}</Link>, or{' '}
        <Link onClick={() => navigate(SECTION_PANE_PATHS.ImFinished)}>create a clean copy</Link> to finish it outside Ibid.
      </MessageBarBody>
    </MessageBar>
  );
}
