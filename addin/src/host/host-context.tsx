/** The document host the screens use: the browser editor's unless a Word host is given. */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { DocumentHost } from './document-host';
import { createWebHost } from './web-host';

const HostContext = createContext<DocumentHost | undefined>(undefined);

export function HostProvider({ host, children }: { host?: DocumentHost; children: ReactNode }) {
  const [value] = useState(() => host ?? createWebHost());
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>;
}

export function useDocumentHost(): DocumentHost {
  const host = useContext(HostContext);
  if (!host) throw new Error('useDocumentHost needs a HostProvider');
  return host;
}
