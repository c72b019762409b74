/** Abstract (word-addin §2.10, §9): research papers only; adds the abstract, then counts its words live against the 150-250 guidance. */
import { Button, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { ABSTRACT_GUIDANCE, abstractCount } from '@ibid/engine/paper';
import { SectionScreen } from './section-screen';
import { useHostAction } from './use-host-action';
import { usePaperDocument } from './use-paper-document';

const INTENT = { short: 'warning', ok: 'success', long: 'warning' } as const;

export function AbstractScreen() {
  return (
    <SectionScreen title="Abstract" gated="PaperSectionsAbstract" audience="research" feature="An abstract">
      {(_, host) => <Abstract add={() => host.insertAbstract()} />}
    </SectionScreen>
  );
}

function Abstract({ add }: { add: () => Promise<void> }) {
  const { document } = usePaperDocument();
  const action = useHostAction('Problem adding the abstract');
  const count = document ? abstractCount(document) : undefined;
  return (
    <>
      <Text>{ABSTRACT_GUIDANCE} It summarises your paper and comes right after the title page.</Text>
      <Button appearance="primary" disabled={count !== undefined || action.busy} onClick={() => void action.run(add)} style={{ alignSelf: 'flex-start' }}>
        Add an Abstract
      </Button>
      {count ? (
        <MessageBar intent={INTENT[count.length]}>
          <MessageBarBody>
            <span role="status" aria-live="polite" data-testid="abstract-count">
              Your abstract: {count.message}
            </span>
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}
