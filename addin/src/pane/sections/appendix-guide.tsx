/** The appendix numbering guide of the figure and table drawers (word-addin §2.11). */
import { Text } from '@fluentui/react-components';

export function AppendixNumberingGuide({ kind }: { kind: 'figure' | 'table' }) {
  const name = kind === 'figure' ? 'Figure' : 'Table';
  return (
    <Text size={200} role="note">
      In an appendix? Place the cursor inside it: Ibid numbers the {kind} with the appendix&apos;s letter ({name} A1, {name} A2, then {name} B1 in Appendix B). In the body they are numbered {name} 1, {name} 2…
    </Text>
  );
}
