/** The paper beside the pane as the host tells it, read again after every change of the document. */
import { useCallback, useEffect, useState } from 'react';
import type { DocumentHost, HostPaper } from '../../host/document-host';
import { useDocumentHost } from '../../host/host-context';

export interface HostPaperState {
  host: DocumentHost;
  /** undefined while loading; null when the document holds no Ibid paper. */
  paper: HostPaper | null | undefined;
  reload: () => Promise<void>;
}

export function useHostPaper(): HostPaperState {
  const host = useDocumentHost();
  const [paper, setPaper] = useState<HostPaper | null>();
  const reload = useCallback(async () => setPaper((await host.paper()) ?? null), [host]);
  useEffect(() => {
    void reload();
    return host.subscribe(() => void reload());
  }, [host, reload]);
  return { host, paper, reload };
}
