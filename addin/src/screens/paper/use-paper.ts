/** The paper beside the task pane: its format and references, reloaded on demand. */
import { formatFromVersionId, isCurrentFormat, type CurrentFormatId } from '@ibid/engine';
import { useCallback, useEffect, useState } from 'react';
import type { PaperReference } from '../../host/document-host';
import { useDocumentHost } from '../../host/host-context';
import { useSession } from '../../state/session';

export function preferredFormat(preferredFormatVersionID: number | undefined): CurrentFormatId {
  const format = preferredFormatVersionID === undefined ? undefined : formatFromVersionId(preferredFormatVersionID);
  return isCurrentFormat(format) ? format : 'apa7';
}

export function usePaper() {
  const host = useDocumentHost();
  const { customer } = useSession();
  const [format, setFormat] = useState<CurrentFormatId>();
  const [references, setReferences] = useState<PaperReference[]>();
  const reload = useCallback(async () => {
    setFormat(await host.paperFormat(preferredFormat(customer?.preferredFormatVersionID)));
    setReferences(await host.references());
  }, [host, customer?.preferredFormatVersionID]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { host, format, references, reload };
}
