/** Text & Headings (word-addin §2.13): the format's paragraph styles with what each looks like; clicking one applies it at the cursor. */
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { textStyles, type TextStyleOption } from '@ibid/engine/paper';
import { useNotify } from '../../shell/notify';
import { SectionScreen } from './section-screen';
import { useHostAction } from './use-host-action';
import type { DocumentHost } from '../../host/document-host';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  style: { width: '100%', justifyContent: 'flex-start', textAlign: 'start', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px', paddingBlock: tokens.spacingVerticalS, whiteSpace: 'normal', height: 'auto' },
});

export function TextStylesScreen() {
  return <SectionScreen title="Text & Headings">{(paper, host) => <Styles styles={textStyles(paper.format)} host={host} />}</SectionScreen>;
}

function Styles({ styles: options, host }: { styles: TextStyleOption[]; host: DocumentHost }) {
  const styles = useStyles();
  const notify = useNotify();
  const action = useHostAction('Problem applying the style');
  const apply = async (option: TextStyleOption) => {
    if (await action.run(() => host.applyTextStyle(option.style))) notify.corner(`${option.name} applied`);
  };
  return (
    <>
      <Text>Place the cursor in a paragraph (or select several), then choose its style.</Text>
      <ul className={styles.list} aria-label="Text styles">
        {options.map((option) => (
          <li key={option.style}>
            <Button appearance="outline" className={styles.style} disabled={action.busy} aria-describedby={`style-${option.style}`} onClick={() => void apply(option)}>
              <Text weight="semibold">{option.name}</Text>
              <Text size={200} id={`style-${option.style}`}>
                {option.description}
              </Text>
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
