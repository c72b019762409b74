/**
 * Document create landing (purchase-and-paper-creation §2): the four kinds of paper with what each holds, adding
 * Ibid to a paper written without it, conversion help and a help link. Each drawer opens in the customer's
 * preferred format.
 */
import { CompoundButton, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentAdd24Regular, DocumentBulletList24Regular, DocumentText24Regular, Chat24Regular, TextBulletListSquare24Regular } from '@fluentui/react-icons';
import { currentFormatFromVersionId, supportMailto } from '@ibid/engine';
import { creatorPath, getPaperCreator, type PaperCreator } from '@ibid/engine/paper';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../app/paths';
import { Screen } from '../../components/screen';
import { useSession } from '../../state/session';

/** The landing's choices in the spec's order, each with what the paper holds. */
const KINDS: readonly { creator: PaperCreator['id']; description: string; icon: ReactElement }[] = [
  {
    creator: 'research',
    description: 'Title, body and reference pages. Abstracts, a table of contents and appendices are optional.',
    icon: <DocumentText24Regular />,
  },
  {
    creator: 'discussion',
    description: 'The body and its references on one page, easy to paste into a forum.',
    icon: <Chat24Regular />,
  },
  { creator: 'reference-list', description: 'One page of references only.', icon: <TextBulletListSquare24Regular /> },
  {
    creator: 'annotated-bibliography',
    description: 'A reference list with an annotation paragraph under each reference.',
    icon: <DocumentBulletList24Regular />,
  },
];

const useStyles = makeStyles({
  choices: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalM },
  choice: { justifyContent: 'flex-start', textAlign: 'start', height: '100%', maxWidth: 'none' },
  // The text column takes the rest of the row, so every icon sits at the card's left edge.
  text: { flexGrow: 1 },
  help: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export function DocumentCreateLandingScreen() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { customer } = useSession();
  const format = currentFormatFromVersionId(customer?.preferredFormatVersionID);
  return (
    <Screen title="Create a New Paper">
      <Text>Choose what you are writing. Ibid formats it in APA 7, MLA 9 or Turabian 9 and keeps its citations and reference list right.</Text>
      <div className={styles.choices}>
        {KINDS.map(({ creator: id, description, icon }) => {
          const creator = getPaperCreator(id);
          return (
            <CompoundButton key={id} className={styles.choice} contentContainer={{ className: styles.text }} icon={icon} secondaryContent={description} onClick={() => navigate(creatorPath(creator, format))}>
              {creator.name}
            </CompoundButton>
          );
        })}
        <CompoundButton
          className={styles.choice}
          contentContainer={{ className: styles.text }}
          icon={<DocumentAdd24Regular />}
          secondaryContent="Already writing in Word? Add Ibid's citations and reference list to that paper."
          onClick={() => navigate(PATHS.CreateOther)}
        >
          Add Ibid to this paper
        </CompoundButton>
      </div>
      <section className={styles.help} aria-labelledby="create-help">
        <h2 id="create-help" style={{ margin: 0, fontSize: tokens.fontSizeBase400 }}>
          Need a hand?
        </h2>
        <Text>
          Started a paper somewhere else? Our Customer Support Team can convert it into an Ibid paper for you:{' '}
          <Link href={supportMailto('Paper conversion', customer?.id)}>ask for a paper conversion</Link>.
        </Text>
        <Text>
          Not sure which kind of paper your assignment needs? <Link href={supportMailto('Choosing a kind of paper', customer?.id)}>Ask our Customer Support Team</Link>.
        </Text>
      </section>
    </Screen>
  );
}
