/**
 * Word's notice screens (word-addin §2.12-2.13, §4): a legacy paper (APA 6, MLA 8) can only be handed in as a clean
 * copy; a clean copy is no paper to work on; Word on the web has no MLA 8 or Turabian 9 yet; an old Word is asked
 * to update.
 */
import { Link, Text } from '@fluentui/react-components';
import { supportMailto, SUPPORT_EMAIL } from '@ibid/engine';
import { Screen } from '../../components/screen';
import { useDocumentHost } from '../../host/host-context';
import { CleanCopyButton } from '../../pane/sections/im-finished-screen';
import { useWordPane } from '../word-context';

function Support({ subject }: { subject: string }) {
  return (
    <Text block>
      Questions? Write to our Customer Support team at <Link href={supportMailto(subject)}>{SUPPORT_EMAIL}</Link>.
    </Text>
  );
}

export function LegacyFormatScreen() {
  const host = useDocumentHost();
  const { startup } = useWordPane();
  const format = startup.paper?.type?.format === 'mla8' ? 'MLA 8' : 'APA 6';
  return (
    <Screen title="Legacy format">
      <Text block>This paper is in {format}. APA 6 and MLA 8 no longer work in Ibid: their citations and reference list are no longer kept up to date.</Text>
      <Text block>Make a clean copy to hand it in as it is, or start a new paper in APA 7 or MLA 9 and bring your references with you.</Text>
      <CleanCopyButton host={host} />
      <Support subject="My paper is in a legacy format" />
    </Screen>
  );
}

export function CleanCopyRedirectScreen() {
  return (
    <Screen title="This is a clean copy">
      <Text block>This document is a clean copy of an Ibid paper: a plain Word document without Ibid&apos;s citations and reference list, ready to hand in. Ibid does not work on it.</Text>
      <Text block>To keep writing, open the paper itself (from My Papers, or the document you made the copy from) and make a new clean copy when you are done.</Text>
      <Support subject="Working on a clean copy" />
    </Screen>
  );
}

export function WordOnlineFormatScreen() {
  const { startup } = useWordPane();
  const format = startup.paper?.type?.format === 'mla8' ? 'MLA 8' : 'Turabian 9';
  return (
    <Screen title={`${format} is not available in Word on the web yet`}>
      <Text block>Ibid for Word on the web does not format {format} papers yet. Open this paper in Word on your computer (Windows or Mac) to keep working on it with Ibid.</Text>
      <Text block>
        Want to know when it is ready? <Link href={supportMailto(`Tell me when ${format} works in Word on the web`)}>Sign up for the news</Link>, and we will write to you once.
      </Text>
    </Screen>
  );
}

export function UpdateRedirectScreen() {
  return (
    <Screen title="Please update Word">
      <Text block>This version of Word lacks functionality Ibid needs. Update Word (File, Account, Update Options) and open Ibid again.</Text>
      <Support subject="Updating Word for Ibid" />
    </Screen>
  );
}
