/**
 * Other Paper Options (/create-other, purchase-and-paper-creation §2; word-addin §2.6 step 2): adding Ibid to a
 * paper written without it happens in Word, beside that document; in the browser this screen says how, step by
 * step, for Word on the desktop and Word on the web. It also leads to the legacy creators, with their notice
 * (§8), and to the beta one.
 */
import { Button, Link, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { creatorPath, legacyCreationNotice, paperCreators } from '@ibid/engine/paper';
import { useNavigate } from 'react-router';
import { PATHS } from '../../app/paths';
import { AppLink } from '../../components/app-link';
import { Screen } from '../../components/screen';

/** The steps inside the Ibid pane, the same in every Word (word-addin §2.6). */
const IN_THE_PANE = [
  'In the Ibid pane, choose Add Ibid to this paper.',
  'Choose the paper’s format. APA 7 can be added today; MLA 9 and Turabian 9 are coming soon.',
  'Enter a name for the paper (required), then choose Add Ibid to this paper. Choose Nevermind to leave the paper as it is.',
  'When Ibid says Congratulations, choose Get started: your citations and reference list are now Ibid’s.',
];

const WORDS = [
  {
    id: 'word-desktop',
    name: 'Word on Windows or Mac',
    open: ['Open your paper in Word.', 'On the Home tab, choose Add-ins, then Ibid (first time: choose More Add-ins, search for Ibid and add it).'],
  },
  {
    id: 'word-web',
    name: 'Word on the web',
    open: ['Open your paper in Word on the web.', 'On the Home tab, choose Add-ins, then Ibid (first time: choose More Add-ins, search for Ibid and add it).'],
  },
] as const;

const useStyles = makeStyles({
  steps: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  links: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXXL },
});

export function CreateOtherScreen() {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <Screen title="Add Ibid to an existing paper">
      <Text>
        Ibid can take over the citations and reference list of a paper you started in Word without it. That happens in Word, beside the paper, so
        nothing changes in your document until you say so.
      </Text>
      <nav aria-label="Instructions">
        <ul className={styles.links}>
          {WORDS.map((word) => (
            <li key={word.id}>
              <Link href={`#${word.id}`}>In {word.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {WORDS.map((word) => (
        <section key={word.id} id={word.id} className={styles.section} aria-labelledby={`${word.id}-heading`}>
          <h2 id={`${word.id}-heading`} className={styles.heading}>
            In {word.name}
          </h2>
          <ol className={styles.steps}>
            {[...word.open, ...IN_THE_PANE].map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
      <MessageBar intent="info">
        <MessageBarBody>Only an APA 7 paper can have Ibid added today. For MLA 9 or Turabian 9, create a new paper and paste your text into it.</MessageBarBody>
      </MessageBar>
      <Button appearance="primary" style={{ alignSelf: 'flex-start' }} onClick={() => navigate(PATHS.DocumentCreateLanding)}>
        Create a new paper instead
      </Button>
      <section className={styles.section} aria-labelledby="other-formats-heading">
        <h2 id="other-formats-heading" className={styles.heading}>
          Older formats and beta papers
        </h2>
        <Text>{legacyCreationNotice(new Date())}</Text>
        <ul className={styles.links}>
          {paperCreators
            .filter((creator) => creator.legacy || creator.beta)
            .map((creator) => (
              <li key={creator.id}>
                <AppLink to={creatorPath(creator, creator.formats[0]!)}>{creator.name}</AppLink>
              </li>
            ))}
        </ul>
      </section>
    </Screen>
  );
}
