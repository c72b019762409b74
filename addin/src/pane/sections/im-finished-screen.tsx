/** I'm Finished (word-addin §2.12): builds the clean copy of the paper, behind the loader's 'Building a Clean Copy of your paper'. */
import { Button, Text } from '@fluentui/react-components';
import type { DocumentHost } from '../../host/document-host';
import { useLoader } from '../../shell/loader';
import { useNotify } from '../../shell/notify';
import { SectionScreen } from './section-screen';
import { TRY_AGAIN, useSupportError } from './support-toast';

export const CLEAN_COPY_LOADER = 'Building a Clean Copy of your paper';

export function ImFinishedScreen() {
  return (
    <SectionScreen title="I'm Finished" gated="ImFinished">
      {(_, host) => (
        <>
          <Text block>Done writing? A clean copy is your paper as a plain Word document, without Ibid&apos;s citation fields, ready to hand in.</Text>
          <Text block>Your paper stays in Ibid as it is: you can keep editing it and make another clean copy later.</Text>
          <CleanCopyButton host={host} />
        </>
      )}
    </SectionScreen>
  );
}

/** Builds the clean copy behind the loader; also offered to legacy papers (Word's Legacy format screen). */
export function CleanCopyButton({ host }: { host: DocumentHost }) {
  const loader = useLoader();
  const notify = useNotify();
  const supportError = useSupportError();
  return (
    <Button
      appearance="primary"
      style={{ alignSelf: 'flex-start' }}
      onClick={() =>
        void loader
          .during('clean-copy', host.createCleanCopy(), CLEAN_COPY_LOADER)
          .then(() => notify.corner('Clean copy ready'))
          .catch(() => supportError('Problem building the clean copy', TRY_AGAIN))
      }
    >
      Create a clean copy
    </Button>
  );
}
