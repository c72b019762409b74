/**
 * Narrow screens (900 px and below) show the paper or the task pane, one at a time, never the pane under a long
 * paper: the toolbar's "Paper" / "Tools" switch chooses, and the choice holds while the page is open. When the pane
 * does something in the paper (a citation inserted, one revealed, a figure added), the paper comes back to show it.
 * Wide screens show both side by side and hide the switch (editor.css).
 */
import { ToggleButton } from '@fluentui/react-components';
import type { Editor } from '@tiptap/core';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { DocumentHost } from '../../host/document-host';

export type NarrowView = 'paper' | 'tools';

/** The media query editor.css stacks the page under; the switch shows only there. */
export const NARROW_SCREEN = '(max-width: 900px)';

/** The pane's requests whose result is seen in the paper. */
const SHOWN_IN_PAPER = ['insertCitation', 'revealCitation', 'insertFigure', 'insertTable', 'insertAbstract', 'insertTableOfContents', 'insertAppendix'] as const satisfies readonly (keyof DocumentHost)[];

type Request = (...args: unknown[]) => Promise<void>;
const shownInPaper = (key: string | symbol): boolean => (SHOWN_IN_PAPER as readonly (string | symbol)[]).includes(key);

/** The host the pane works through: after one of those requests succeeds, `show` brings the paper back. */
export function showingPaper(host: DocumentHost, show: () => void): DocumentHost {
  // A proxy, not a copy: the host's own state and methods stay its own, whatever kind of object it is.
  return new Proxy(host, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      const method = (value as Request).bind(target);
      if (!shownInPaper(key)) return method;
      return async (...args: unknown[]) => {
        await method(...args);
        show();
      };
    },
  });
}

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches;

/** The view chosen, and the pane's host that turns to the paper (its caret scrolled to, focused) on narrow screens. */
export function useNarrowView(host: DocumentHost | undefined, editor: Editor | undefined) {
  const [view, setView] = useState<NarrowView>('paper');
  const paneHost = useMemo(() => {
    if (!host || !editor) return undefined;
    return showingPaper(host, () => {
      // Drawn at once, so the paper is on screen before the caret is scrolled to.
      flushSync(() => setView('paper'));
      if (isNarrow()) editor.chain().focus().scrollIntoView().run();
    });
  }, [host, editor]);
  return { view, setView, paneHost };
}

const LABELS: Record<NarrowView, string> = { paper: 'Paper', tools: 'Tools' };

export function NarrowViewSwitch({ view, onChange }: { view: NarrowView; onChange: (view: NarrowView) => void }) {
  return (
    <div className="ib-view-switch" role="group" aria-label="Show">
      {(Object.keys(LABELS) as NarrowView[]).map((option) => (
        <ToggleButton key={option} size="small" appearance={view === option ? 'primary' : 'secondary'} checked={view === option} onClick={() => onChange(option)}>
          {LABELS[option]}
        </ToggleButton>
      ))}
    </div>
  );
}
