/** Table of Contents (word-addin §2.10): research papers only; adds the contents after the title page and abstract, and says how to update it. */
import { Button, Text } from '@fluentui/react-components';
import { usePaperDocument } from './use-paper-document';
import { SectionScreen } from './section-screen';
import { useHostAction } from './use-host-action';

export function TocScreen() {
  return (
    <SectionScreen title="Table of Contents" gated="PaperSectionsToc" audience="research">
      {(_, host) => <Toc add={() => host.insertTableOfContents()} />}
    </SectionScreen>
  );
}

function Toc({ add }: { add: () => Promise<void> }) {
  const { document } = usePaperDocument();
  const action = useHostAction('Problem adding the table of contents');
  const present = document?.content.some((node) => node.type === 'tableOfContents') ?? false;
  return (
    <>
      <Text>The table of contents lists your paper&apos;s headings (Heading 1 to 3 in Text &amp; Headings) with their pages. It goes after the title page and the abstract.</Text>
      <Button appearance="primary" disabled={present || action.busy} onClick={() => void action.run(add)} style={{ alignSelf: 'flex-start' }}>
        Add Table of Contents
      </Button>
      {present ? <Text role="status">Your paper has a table of contents.</Text> : null}
      <section aria-labelledby="toc-update">
        <Text as="h2" id="toc-update" weight="semibold" block>
          Updating it
        </Text>
        <Text block>Here in the browser it stands as a placeholder: the downloaded Word document lists your headings with their pages.</Text>
        <Text block>After editing in Word on a computer: right-click the table, choose Update Field, then Update entire table, and OK.</Text>
        <Text block>In Word on an iPad: press and hold Update Table in the References tab, then tap Update.</Text>
      </section>
    </>
  );
}
