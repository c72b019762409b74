/**
 * The paper open in the browser (/paper/:paperGUID): the page on the left (toolbar, the paper as it prints, its
 * notes) and the task pane on the right; narrow screens show one of them at a time (narrow-view.tsx). The page keeps the draft when it is hidden or
 * closed, retries saving when the browser is back online, and takes in another tab's saves when shown again.
 */
import { useEffect, useRef, useState } from 'react';
import type { Reference } from '@ibid/engine';
import { getPaperType, layoutFormat, pageHeaderLead } from '@ibid/engine/paper';
import { editorTitlePage } from '../../host/web-host';
import type { OpenPaper } from '../../api/papers';
import { EditorToolbar } from './editor-toolbar';
import { PaperNotes } from './paper-notes';
import { paperPageCss, pageFontFamily } from './paper-page-style';
import { createPaperSession, type PaperSession, type PaperSessionOptions } from './paper-session';
import { NarrowViewSwitch, useNarrowView } from './narrow-view';
import { MergeNote } from './save-status';
import { TaskPane } from './task-pane';
import { useLayout, usePages } from './use-store';
import './editor.css';

export interface PaperEditorProps {
  opened: OpenPaper;
  library: Map<string, Reference>;
  reloadLibrary?: PaperSessionOptions['reloadLibrary'];
}

function useWindowEvents(session: PaperSession | undefined) {
  useEffect(() => {
    if (!session) return;
    const { saver } = session;
    const online = () => saver.retryNow();
    const hidden = () => saver.keepDraft();
    const visibility = () => (document.visibilityState === 'hidden' ? saver.keepDraft() : void saver.catchUp());
    window.addEventListener('online', online);
    window.addEventListener('pagehide', hidden);
    window.addEventListener('beforeunload', hidden);
    window.addEventListener('focus', visibility);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', hidden);
      window.removeEventListener('beforeunload', hidden);
      window.removeEventListener('focus', visibility);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [session]);
}

/** The first page's header; the pages after it are marked over the text (pagination.ts). */
function PageHeader({ session }: { session: PaperSession }) {
  const layout = useLayout(session.layout);
  const { firstPage } = usePages(session.pages);
  const lead = pageHeaderLead(layout.paperTypeID, editorTitlePage(session.editor.state.doc));
  // An unnumbered title page (Turabian) has no header.
  if (firstPage === 0) return <div className="ib-page-header" aria-hidden />;
  return (
    <div className={`ib-page-header${lead.flushLeft ? ' is-flush-left' : ''}`} aria-hidden>
      {lead.text ? <span>{lead.text}</span> : null}
      <span>{firstPage}</span>
    </div>
  );
}

function FormatStyle({ session }: { session: PaperSession }) {
  const layout = useLayout(session.layout);
  const type = getPaperType(layout.paperTypeID);
  return <style>{paperPageCss(type ? layoutFormat(type) : 'apa7')}</style>;
}

export function PaperEditor({ opened, library, reloadLibrary }: PaperEditorProps) {
  const mount = useRef<HTMLDivElement>(null);
  const [session, setSession] = useState<PaperSession>();

  useEffect(() => {
    const element = mount.current!;
    const made = createPaperSession({ opened, library, reloadLibrary, element });
    setSession(made);
    return () => {
      made.destroy();
      element.replaceChildren();
    };
  }, [opened, library, reloadLibrary]);
  useWindowEvents(session);
  const { view, setView, paneHost } = useNarrowView(session?.host, session?.editor);

  const font = pageFontFamily(opened.document.attrs.citationFont);
  return (
    <div className="ib-editor-layout" data-view={view}>
      <div className="ib-editor-main">
        {session ? (
          <EditorToolbar editor={session.editor} saver={session.saver}>
            <NarrowViewSwitch view={view} onChange={setView} />
          </EditorToolbar>
        ) : null}
        {session ? <MergeNote saver={session.saver} /> : null}
        <article className="ib-page" style={{ fontFamily: font }} aria-label={`Paper: ${opened.title}`}>
          {session ? <FormatStyle session={session} /> : null}
          {session ? <PageHeader session={session} /> : null}
          <div ref={mount} className="ib-page-text" />
          {session ? <PaperNotes editor={session.editor} layout={session.layout} /> : null}
        </article>
      </div>
      <aside className="ib-editor-pane" aria-label="Task pane">
        {paneHost ? <TaskPane host={paneHost} /> : null}
      </aside>
    </div>
  );
}
