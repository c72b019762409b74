/**
 * Advanced Editing (word-addin §2.12, §4, §6): APA 7 only. Explains the trade-off, asks for confirmation, then turns
 * Advanced Edit Mode on for good: citations and references become plain text Ibid no longer updates.
 */
import { Button, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useState } from 'react';
import type { DocumentHost } from '../../host/document-host';
import { SectionScreen } from './section-screen';
import { useHostAction } from './use-host-action';

export const ADVANCED_MODE_ENABLED = 'Advanced Edit Mode is enabled for this paper.';

export function AdvancedEditingScreen() {
  return (
    <SectionScreen title="Advanced Editing">
      {(paper, host) =>
        paper.advancedMode ? (
          <Enabled />
        ) : paper.format !== 'apa7' ? (
          <Text role="note">Advanced Editing is available for APA 7 papers only.</Text>
        ) : (
          <Confirm host={host} />
        )
      }
    </SectionScreen>
  );
}

function Enabled() {
  return (
    <MessageBar intent="success">
      <MessageBarBody>{ADVANCED_MODE_ENABLED} Your citations and references are plain text: edit them as you like; Ibid no longer updates them.</MessageBarBody>
    </MessageBar>
  );
}

function Confirm({ host }: { host: DocumentHost }) {
  const [asking, setAsking] = useState(false);
  const action = useHostAction('Problem turning on Advanced Edit Mode');
  return (
    <>
      <Text block>Advanced Edit Mode lets you edit your citations and reference list by hand, for the rare case Ibid&apos;s formatting is not what your instructor asks for.</Text>
      <Text block>The trade-off: every citation and reference becomes plain text. Ibid no longer updates them when you edit a reference, switch formats or add sources, and they are no longer listed under References &amp; Citations.</Text>
      <Text block weight="semibold">
        This is permanent for this paper and cannot be undone.
      </Text>
      {asking ? (
        <div role="group" aria-label="Confirm Advanced Edit Mode" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button appearance="primary" disabled={action.busy} onClick={() => void action.run(() => host.enableAdvancedMode())}>
            Yes - Use Advanced Edit Mode
          </Button>
          <Button disabled={action.busy} onClick={() => setAsking(false)}>
            No - Cancel
          </Button>
        </div>
      ) : (
        <Button appearance="primary" onClick={() => setAsking(true)} style={{ alignSelf: 'flex-start' }}>
          Use Advanced Edit Mode
        </Button>
      )}
    </>
  );
}
