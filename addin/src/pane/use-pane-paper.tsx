/**
 * The paper beside the task pane: its type, format and references, kept current as the document changes. The pane's
 * frame holds one copy for every screen (`PanePaperProvider`), and reads the host again at most every
 * PANE_RELOAD_MS while the user types, so a keystroke never waits for the pane.
 */
import type { CurrentFormatId } from '@ibid/engine';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { DocumentHost, HostPaper, PaperReference } from '../host/document-host';
import { useDocumentHost } from '../host/host-context';
import { useDisplayFormat } from '../state/display-format';

export const PANE_RELOAD_MS = 250;

export interface PanePaper {
  host: DocumentHost;
  paper: HostPaper | undefined;
  format: CurrentFormatId | undefined;
  /** Undefined until the host has answered. */
  references: PaperReference[] | undefined;
  reload: () => Promise<void>;
}

const PanePaperContext = createContext<PanePaper | undefined>(undefined);

function usePanePaperState(enabled: boolean): PanePaper {
  const host = useDocumentHost();
  const displayFormat = useDisplayFormat();
  const [paper, setPaper] = useState<HostPaper>();
  const [format, setFormat] = useState<CurrentFormatId>();
  const [references, setReferences] = useState<PaperReference[]>();
  const last = useRef(0);
  const latest = useRef(0);
  const reload = useCallback(async () => {
    last.current = Date.now();
    const reading = ++latest.current;
    // A document that is no paper (Word's, before it is adopted) answers with an error: the pane then has no paper.
    const [nextPaper, nextFormat, nextReferences] = await Promise.all([host.paper(), host.paperFormat(displayFormat), host.references()]).catch(
      () => [undefined, undefined, [] as PaperReference[]] as const,
    );
    // Readings may answer out of order: an older one must not put back what a newer one replaced.
    if (reading !== latest.current) return;
    setPaper(nextPaper);
    setFormat(nextFormat);
    setReferences(nextReferences);
  }, [host, displayFormat]);
  useEffect(() => {
    if (!enabled) return;
    void reload();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The first change after a pause reloads at once; a burst (typing) reloads once more when it settles.
    const unsubscribe = host.subscribe(() => {
      if (timer) return;
      const wait = Math.max(0, last.current + PANE_RELOAD_MS - Date.now());
      if (wait === 0) void reload();
      else timer = setTimeout(() => {
        timer = undefined;
        void reload();
      }, wait);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [enabled, host, reload]);
  return { host, paper, format, references, reload };
}

/** One reading of the paper for the pane's frame and all its screens. */
export function PanePaperProvider({ children }: { children: ReactNode }) {
  return <PanePaperContext.Provider value={usePanePaperState(true)}>{children}</PanePaperContext.Provider>;
}

export function usePanePaper(): PanePaper {
  const shared = useContext(PanePaperContext);
  const own = usePanePaperState(!shared);
  return shared ?? own;
}
