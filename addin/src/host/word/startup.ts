/// <reference types="office-js" />
/**
 * Word start-up (word-addin §4, §8): which screen the pane opens on, from the host's api support, the platform and
 * the document's properties. A host without WordApi 1.3 shows the load-error block; a legacy paper (APA 6, MLA 8)
 * Legacy format; Word on the web has no Turabian (nor MLA 8) yet; a document without a paper is adopted, unless it
 * is a clean copy.
 */
import { WORD_ONLINE_FORMAT_NOTICES } from '@ibid/engine';
import { layoutFormat } from '@ibid/engine/paper';
import { isWordOnline, supports, type OfficeApis } from './office';
import { documentPaper, readProperties, writeProperties, type DocumentPaper, type DocumentProperties } from './properties';

/** The manifest's requirement: what Word must support for the pane to start at all. */
export const REQUIRED_WORD_API = '1.3';

export type WordStartupScreen = 'load-error' | 'adopt-paper' | 'clean-copy-redirect' | 'legacy-format' | 'word-online-format-unavailable' | 'paper';

export interface WordStartup {
  screen: WordStartupScreen;
  /** Word on the web: the pane shows its notices once per document (§4) and numbers figures by hand (§2.11). */
  online: boolean;
  paper: DocumentPaper | undefined;
  /** Word on the web's notices this document has not shown yet. */
  notices: WordOnlineNotice[];
}

/**
 * Word on the web's notices (§4), each shown once per document: the running head's for the APA 7 professional paper,
 * the section breaks' where the paper does not use page breaks. Dismissing one sets its seen property.
 */
export const WORD_ONLINE_NOTICES = {
  'running-head': 'HasSeenShowRunningHeadOnApa7ProPaper',
  'section-breaks': 'HasSeenShowSectionBreaks',
} as const;
export type WordOnlineNotice = keyof typeof WORD_ONLINE_NOTICES;

const APA7_PROFESSIONAL = 12;

function wordOnlineNotices(online: boolean, paper: DocumentPaper, properties: DocumentProperties): WordOnlineNotice[] {
  if (!online || !paper.type) return [];
  const unseen = (notice: WordOnlineNotice) => properties.get(WORD_ONLINE_NOTICES[notice])?.toLowerCase() !== 'true';
  const applies: Record<WordOnlineNotice, boolean> = {
    'running-head': paper.type.id === APA7_PROFESSIONAL,
    'section-breaks': properties.get('UsePageBreaks')?.toLowerCase() !== 'true',
  };
  return (Object.keys(WORD_ONLINE_NOTICES) as WordOnlineNotice[]).filter((notice) => applies[notice] && unseen(notice));
}

/** Records that the document has shown a notice (its own batch). */
export async function dismissWordOnlineNotice({ word }: OfficeApis, notice: WordOnlineNotice): Promise<void> {
  await word.run(async (context) => {
    writeProperties(context, { [WORD_ONLINE_NOTICES[notice]]: 'true' });
    await context.sync();
  });
}

/** Formats Word on the web cannot take yet (§4: MLA 8 or Turabian 9): those a customer can ask to hear about. */
const NOT_ONLINE: ReadonlySet<string> = new Set(Object.keys(WORD_ONLINE_FORMAT_NOTICES));

export async function wordStartup({ word, office }: OfficeApis): Promise<WordStartup> {
  const online = isWordOnline(office);
  if (!supports(office, REQUIRED_WORD_API)) return { screen: 'load-error', online, paper: undefined, notices: [] };
  const properties = await word.run(readProperties);
  const paper = documentPaper(properties);
  const screen = ((): WordStartupScreen => {
    if (!paper.paperGUID || !paper.type) return paper.cleanCopy ? 'clean-copy-redirect' : 'adopt-paper';
    if (paper.legacy) return 'legacy-format';
    if (online && (NOT_ONLINE.has(paper.type.format) || NOT_ONLINE.has(layoutFormat(paper.type)))) return 'word-online-format-unavailable';
    return 'paper';
  })();
  return { screen, online, paper, notices: screen === 'paper' ? wordOnlineNotices(online, paper, properties) : [] };
}
