/** AdoptedPaperFeatureComingSoon (word-addin §2.2, §6): what an adopted paper sees instead of the section tools it cannot use yet. */
import { Text } from '@fluentui/react-components';
import { AppLink } from '../../components/app-link';
import { Screen } from '../../components/screen';
import { SECTION_PANE_PATHS } from './paths';

export function AdoptedPaperFeatureComingSoonScreen() {
  return (
    <Screen title="Coming soon">
      <Text block>This paper was adopted into Ibid from a document you started yourself. Title pages, abstracts, appendices, tables of contents, figures, tables and clean copies are coming soon for adopted papers.</Text>
      <Text block>
        Meanwhile you can cite your sources in it as in any Ibid paper, and <AppLink to={SECTION_PANE_PATHS.PaperSectionsTitlePage}>rename the paper</AppLink>.
      </Text>
    </Screen>
  );
}
