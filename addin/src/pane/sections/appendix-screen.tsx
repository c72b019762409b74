/**
 * Appendix (word-addin §2.10): research papers only. Adds an appendix after the reference list and refreshes
 * their names (Appendix, or Appendix A, B... when there are several: the engine's labels); legacy APA 6 papers get
 * the manual steps instead.
 */
import { Button, Text } from '@fluentui/react-components';
import { getPaperType } from '@ibid/engine/paper';
import { useNotify } from '../../shell/notify';
import { SectionScreen } from './section-screen';
import { useHostAction } from './use-host-action';
import { usePaperDocument } from './use-paper-document';

export const APA6_APPENDIX_STEPS = [
  'Place the cursor at the very end of your paper, after the references.',
  'Insert a page break so the appendix starts on a new page.',
  'Type its label, centered and bold: "Appendix" for one, "Appendix A", "Appendix B"… for several, in the order the text mentions them.',
  'On the next line type the appendix title, centered and bold, then its text.',
  'In your paper, refer to it by its label (e.g., "see Appendix A").',
] as const;

export function AppendixScreen() {
  return (
    <SectionScreen title="Appendices" gated="PaperSectionsAppendix" audience="research" feature="An appendix">
      {(paper, host) =>
        getPaperType(paper.paperTypeID)?.format === 'apa6' ? (
          <ManualSteps />
        ) : (
          <Appendices add={() => host.insertAppendix()} refresh={() => host.refreshAppendixNames()} />
        )
      }
    </SectionScreen>
  );
}

function ManualSteps() {
  return (
    <>
      <Text>APA 6 papers add appendices by hand:</Text>
      <ol style={{ margin: 0, paddingInlineStart: 20, display: 'flex', flexDirection: 'column', gap: 4 }}>
        {APA6_APPENDIX_STEPS.map((step) => (
          <li key={step}>
            <Text>{step}</Text>
          </li>
        ))}
      </ol>
    </>
  );
}

function Appendices({ add, refresh }: { add: () => Promise<void>; refresh: () => Promise<void> }) {
  const notify = useNotify();
  const { layout } = usePaperDocument();
  const adding = useHostAction('Problem adding an appendix');
  const refreshing = useHostAction('Problem refreshing appendix names');
  const labels = Object.values(layout?.labels ?? {}).filter((label) => label.kind === 'appendix');
  return (
    <>
      <Text>An appendix holds material that supports your paper but would interrupt it. Each one starts on a new page after the references; its first line is its title.</Text>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button appearance="primary" disabled={adding.busy} onClick={() => void adding.run(add)}>
          Add an Appendix
        </Button>
        <Button
          disabled={refreshing.busy || labels.length === 0}
          onClick={() => void refreshing.run(refresh).then((done) => done && notify.corner('Appendix names refreshed'))}
        >
          Refresh Appendix Names
        </Button>
      </div>
      {labels.length ? (
        <section aria-labelledby="appendix-names">
          <Text as="h2" id="appendix-names" weight="semibold" block>
            Your appendices
          </Text>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {labels.map((label) => (
              <li key={label.id}>{label.label}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <Text size={200}>Figures and tables inside an appendix are numbered with its letter: Figure A1, Table B2.</Text>
    </>
  );
}
