/** The paper document and its layout as they stand, read again after every change of the document. */
import type { PaperDocument, PaperLayout } from '@ibid/engine/paper';
import { useCallback, useEffect, useState } from 'react';
import { useDocumentHost } from '../../host/host-context';

export function usePaperDocument(): { document: PaperDocument | undefined; layout: PaperLayout | undefined } {
  const host = useDocumentHost();
  const [state, setState] = useState<{ document: PaperDocument | undefined; layout: PaperLayout | undefined }>({ document: undefined, layout: undefined });
  const read = useCallback(async () => {
    const [document, layout] = await Promise.all([host.paperDocument(), host.layout()]);
    setState({ document, layout });
  }, [host]);
  useEffect(() => {
    void read();
    return host.subscribe(() => void read());
  }, [host, read]);
  return state;
}
