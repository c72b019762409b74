/**
 * A section drawer's frame: the screen and its heading, the paper read from the host, then the rules that turn
 * a paper away before the drawer shows: adopted papers go to the coming-soon screen for gated routes (§2.2), and
 * a paper of the wrong document type sees the mismatch text (§2.10-2.11).
 */
import { Spinner, Text } from '@fluentui/react-components';
import { ADOPTED_PAPER_COMING_SOON, documentTypeOf, gatedRoute, DOCUMENT_TYPES } from '@ibid/engine/paper';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Screen } from '../../components/screen';
import type { DocumentHost, HostPaper } from '../../host/document-host';
import { usePanePaper } from '../use-pane-paper';
import type { GatedRouteName } from './paths';

/** Which papers a drawer is for: research papers only (contents, abstract, appendix), or anything but a list (figure, table). */
export type SectionAudience = 'research' | 'not-a-list';

const MISMATCH = {
  research: (what: string) => `${what} belongs to research papers. This paper is not a research paper, so it has no ${what.toLowerCase()}.`,
  'not-a-list': (what: string) => `${what} is not available in annotated bibliographies and reference lists: they hold only their references.`,
} as const;

function fits(audience: SectionAudience | undefined, paperTypeID: number): boolean {
  const documentType = documentTypeOf(paperTypeID);
  if (audience === 'research') return documentType === DOCUMENT_TYPES.RESEARCH_PAPER;
  if (audience === 'not-a-list') return documentType !== DOCUMENT_TYPES.ANNOTATED_BIBLIOGRAPHY && documentType !== DOCUMENT_TYPES.REFERENCE_LIST;
  return true;
}

export interface SectionScreenProps {
  /** The heading, or how the paper names it (the Title drawer: "Title Page" or "Title", as the side menu says). */
  title: string | ((paper: HostPaper | undefined) => string);
  /** The spec's route name when an adopted paper is turned away from it. */
  gated?: GatedRouteName;
  audience?: SectionAudience;
  /** What the mismatch text calls the feature ("Table of Contents"). */
  feature?: string;
  children: (paper: HostPaper, host: DocumentHost) => ReactNode;
}

export function SectionScreen({ title: titleOf, gated, audience, feature, children }: SectionScreenProps) {
  // The pane's one reading of the paper (throttled while typing); answered with no paper: not an Ibid paper.
  const pane = usePanePaper();
  const host = pane.host;
  const paper = pane.references === undefined ? undefined : (pane.paper ?? null);
  const title = typeof titleOf === 'string' ? titleOf : titleOf(paper ?? undefined);
  if (paper && gated && gatedRoute(paper.paperTypeID, gated) === ADOPTED_PAPER_COMING_SOON.name) return <Navigate to={ADOPTED_PAPER_COMING_SOON.path} replace />;
  return (
    <Screen title={title}>
      {paper === undefined ? (
        <Spinner size="small" label="Reading your paper…" />
      ) : paper === null ? (
        <Text>Open an Ibid paper to use this tool.</Text>
      ) : !fits(audience, paper.paperTypeID) ? (
        <Text role="note" data-testid="document-type-mismatch">
          {MISMATCH[audience ?? 'research'](feature ?? title)}
        </Text>
      ) : (
        children(paper, host)
      )}
    </Screen>
  );
}
