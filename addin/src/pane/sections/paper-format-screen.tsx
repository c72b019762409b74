/**
 * Paper format: switches the paper to the same kind of paper in APA 7, MLA 9 or Turabian 9 (the engine's
 * `formatSwitchOptions`); every citation and the reference list re-render. Undoable: Ctrl+Z in the paper, or the
 * toast's Undo, which switches back.
 */
import { Radio, RadioGroup, Text } from '@fluentui/react-components';
import { formatSwitchOptions } from '@ibid/engine/paper';
import type { DocumentHost, HostPaper } from '../../host/document-host';
import { useNotify } from '../../shell/notify';
import { SectionScreen } from './section-screen';
import { useHostAction } from './use-host-action';

export function PaperFormatScreen() {
  return <SectionScreen title="Paper Format">{(paper, host) => <FormatChoice paper={paper} host={host} />}</SectionScreen>;
}

function FormatChoice({ paper, host }: { paper: HostPaper; host: DocumentHost }) {
  const notify = useNotify();
  const action = useHostAction('Problem switching the format');
  const options = formatSwitchOptions(paper.paperTypeID, paper.titlePage);
  const current = options.find((option) => option.current);

  const switchTo = async (paperTypeID: number) => {
    const target = options.find((option) => option.paperTypeID === paperTypeID);
    if (!target || target.current) return;
    const from = paper.paperTypeID;
    if (!(await action.run(() => host.switchPaperType(paperTypeID)))) return;
    notify.toast({
      title: `Your paper is now in ${target.label}.`,
      body: 'Changed your mind? Press Ctrl+Z (⌘Z on a Mac) in your paper, or Undo here.',
      action: { label: 'Undo', onClick: () => void action.run(() => host.switchPaperType(from)) },
    });
  };

  if (options.length === 0) return <Text>This paper&apos;s format cannot be switched.</Text>;
  return (
    <>
      <Text block>Switch your paper to another format: its citations, reference list, title page and headings follow at once. You can undo it with Ctrl+Z in your paper.</Text>
      <RadioGroup aria-label="Paper format" value={current ? String(current.paperTypeID) : ''} disabled={action.busy} onChange={(_, data) => void switchTo(Number(data.value))}>
        {options.map((option) => (
          <Radio key={option.format} value={String(option.paperTypeID)} label={option.label} />
        ))}
      </RadioGroup>
    </>
  );
}
