import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HostProvider } from '../host/host-context';
import { StateProvider } from '../state/state-provider';
import { createMemoryHost } from '../testing/memory-host';
import { useHostAction } from './sections/use-host-action';
import { PANE_RELOAD_MS, PanePaperProvider, usePanePaper } from './use-pane-paper';

function setup() {
  const host = createMemoryHost({ inPaper: ['REF-1'] });
  const references = vi.spyOn(host, 'references');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StateProvider>
      <HostProvider host={host}>
        <PanePaperProvider>{children}</PanePaperProvider>
      </HostProvider>
    </StateProvider>
  );
  return { host, references, wrapper };
}

describe('usePanePaper', () => {
  it('reads the paper once for the frame and every screen', async () => {
    const { references, wrapper } = setup();
    const { result } = renderHook(() => [usePanePaper(), usePanePaper(), usePanePaper()], { wrapper });
    await waitFor(() => expect(result.current[0]!.references).toHaveLength(1));
    expect(references).toHaveBeenCalledTimes(1);
  });

  it('reads the paper again at once after a change, and once more when a burst of changes settles', async () => {
    const { host, references, wrapper } = setup();
    const { result } = renderHook(() => usePanePaper(), { wrapper });
    await waitFor(() => expect(result.current.references).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, PANE_RELOAD_MS));
    // Twenty keystrokes' changes in a row.
    await act(async () => {
      for (let i = 0; i < 20; i++) await host.addReferences([`REF-${i + 2}`]);
    });
    expect(references).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(result.current.references).toHaveLength(21), { timeout: PANE_RELOAD_MS * 4 });
    expect(references).toHaveBeenCalledTimes(3);
  });

  it('keeps the newest reading when an older one answers after it', async () => {
    const { host, wrapper } = setup();
    const { result } = renderHook(() => usePanePaper(), { wrapper });
    await waitFor(() => expect(result.current.references).toHaveLength(1));
    const slowPaper = host.paper();
    let answerSlow!: () => void;
    const paper = vi.spyOn(host, 'paper').mockImplementationOnce(() => new Promise((resolve) => (answerSlow = () => resolve(slowPaper))));
    // The older reading starts, the paper changes, a newer reading answers first; then the older one answers.
    const older = result.current.reload();
    await act(async () => {
      await host.switchPaperType(111);
      await result.current.reload();
    });
    expect(result.current.paper?.paperTypeID).toBe(111);
    await act(async () => {
      answerSlow();
      await older;
    });
    expect(result.current.paper?.paperTypeID).toBe(111);
    paper.mockRestore();
  });

  it("reads the paper at once after a drawer's action, even right after a reading", async () => {
    const { host, wrapper: paneWrapper } = setup();
    // The action's toasts need Fluent's toaster context.
    const wrapper = ({ children }: { children: ReactNode }) => <FluentProvider theme={webLightTheme}>{paneWrapper({ children })}</FluentProvider>;
    const { result } = renderHook(() => ({ pane: usePanePaper(), action: useHostAction('Problem switching the format') }), { wrapper });
    await waitFor(() => expect(result.current.pane.paper?.paperTypeID).toBe(11));
    await act(() => result.current.pane.reload());
    let succeeded = false;
    await act(async () => {
      succeeded = await result.current.action.run(() => host.switchPaperType(111));
    });
    expect(succeeded).toBe(true);
    // Without waiting: the pane's state is the switched paper as soon as the action resolves.
    expect(result.current.pane.paper?.paperTypeID).toBe(111);
  });
});
