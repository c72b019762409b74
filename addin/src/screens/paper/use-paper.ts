/** The paper beside the task pane: its format and references, reloaded on demand. */
import type { CurrentFormatId } from '@ibid/engine';
import { useCallback, useEffect, useState } from 'react';
import type { PaperReference } from '../../host/document-host';
import { useDocumentHost } from '../../host/host-context';
import { useDisplayFormat } from '../../state/display-format';


export function usePaper() {
  const host = useDocumentHost();
  const displayFormat = useDisplayFormat();
  const [format, setFormat] = useState<CurrentFormatId>();
  const [references, setReferences] = useState<PaperReference[]>();
  const reload = useCallback(async () => {
    setFormat(await host.paperFormat(displayFormat));
    setReferences(await host.references());
  }, [host, displayFormat]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { host, format, references, reload };
}
