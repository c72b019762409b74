import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HostProvider } from '../host/host-context';
import { StateProvider } from '../state/state-provider';
import { createMemoryHost } from '../testing/memory-host';
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
});
