/** The document host the task pane's screens use: the one the page that shows them made (the browser editor's, Word's). */
import { createContext, useContext, type ReactNode } from 'react';
import type { DocumentHost } from './document-host';

const HostContext = createContext<DocumentHost | undefined>(undefined);

export function HostProvider({ host, children }: { host: DocumentHost; children: ReactNode }) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

export function useDocumentHost(): DocumentHost {
  const host = useContext(HostContext);
  if (!host) throw new Error('useDocumentHost needs a HostProvider');
  return host;
}
