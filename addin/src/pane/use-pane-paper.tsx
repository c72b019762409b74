/** The paper beside the task pane: its type, format and references, kept current as the document changes. */
import type { CurrentFormatId } from '@ibid/engine';
import { useCallback, useEffect, useState } from 'react';
import type { HostPaper, PaperReference } from '../host/document-host';
import { useDocumentHost } from '../host/host-context';
import { useDisplayFormat } from '../state/display-format';

export function usePanePaper() {
  const host = useDocumentHost();
  const displayFormat = useDisplayFormat();
  const [paper, setPaper] = useState<HostPaper>();
  const [format, setFormat] = useState<CurrentFormatId>();
  const [references, setReferences] = useState<PaperReference[]>();
  const reload = useCallback(async () => {
    const [nextPaper, nextFormat, nextReferences] = await Promise.all([host.paper(), host.paperFormat(displayFormat), host.references()]);
    setPaper(nextPaper);
    setFormat(nextFormat);
    setReferences(nextReferences);
  }, [host, displayFormat]);
  useEffect(() => {
    void reload();
    return host.subscribe(() => void reload());
  }, [host, reload]);
  return { host, paper, format, references, reload };
}
