/// <reference types="office-js" />
/**
 * Getting started in a document that is not an Ibid paper yet (word-addin §2.6, §4): step 1 offers to create a
 * paper (in a new document) or to add Ibid to this one; step 2 asks the format (only APA 7 can be adopted, §6) and
 * a paper name, makes the paper's record and adopts the document (`adoptPaper`), then says Congratulations.
 */
import { Button, Link, Radio, RadioGroup, Text } from '@fluentui/react-components';
import { creatorPath, paperCreators, paperTypes, PAPER_FIELD_MAX } from '@ibid/engine/paper';
import { VALIDATION } from '@ibid/engine/validation';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paperApi } from '../../api/papers';
import { FormStack, Screen } from '../../components/screen';
import { TextField } from '../../components/text-field';
import { useForm } from '../../forms/use-form';
import { adoptPaper } from '../../host/word';
import { documentPaper, readProperties } from '../../host/word/properties';
import { CITATION_PANE_PATHS } from '../../pane/citations/paths';
import { useLoader } from '../../shell/loader';
import { useWordPane } from '../word-context';
import { WORD_PATHS } from '../word-paths';

/** The creators step 1 offers, in the spec's order, in APA 7. */
const CREATE_KINDS = ['research', 'discussion', 'annotated-bibliography', 'reference-list'] as const;
const creators = CREATE_KINDS.map((kind) => paperCreators.find((creator) => creator.kind === kind && creator.path.includes(':paperFormatUrl'))!);

/** The formats step 2 shows: only APA 7 can be chosen (§6), the others are coming. */
const ADOPT_FORMATS = [
  { format: 'apa7', label: 'APA 7', enabled: true },
  { format: 'mla9', label: 'MLA 9 (coming soon)', enabled: false },
  { format: 'turabian9', label: 'Turabian 9 (coming soon)', enabled: false },
] as const;
const ADOPTED_APA7 = paperTypes.find((type) => type.kind === 'adopted' && type.format === 'apa7')!;

export const ADOPT_BUTTON = 'Add Ibid to this paper';

export function AdoptPaperStep1Screen() {
  const navigate = useNavigate();
  const { apis } = useWordPane();
  const [ready, setReady] = useState(false);

  // §2.6: a document that is a paper already goes to its references; an empty one starts a research paper (there is
  // nothing to adopt); one with text asks.
  useEffect(() => {
    let current = true;
    void apis.word
      .run(async (context) => {
        const properties = await readProperties(context);
        const body = context.document.body.load('text');
        await context.sync();
        return { paper: documentPaper(properties), empty: body.text.trim() === '' };
      })
      .then(
        ({ paper, empty }) => {
          if (!current) return;
          if (paper.paperGUID) navigate(CITATION_PANE_PATHS.ReferencesCitations, { replace: true });
          else if (empty) navigate(creatorPath(creators[0]!, 'apa7'), { replace: true });
          else setReady(true);
        },
        () => current && navigate(creatorPath(creators[0]!, 'apa7'), { replace: true }),
      );
    return () => {
      current = false;
    };
  }, [apis, navigate]);

  return (
    <Screen title="Getting Started">
      {ready ? (
        <>
          <Text block>This document is not an Ibid paper yet. Start a new paper, formatted from its first page, or add Ibid to the paper you are writing here.</Text>
          <ul aria-label="Create a new paper" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
            {creators.map((creator) => (
              <li key={creator.id}>
                <Link onClick={() => navigate(creatorPath(creator, 'apa7'))}>New {creator.name}</Link>
              </li>
            ))}
          </ul>
          <Button appearance="primary" onClick={() => navigate(WORD_PATHS.GettingStartedAdoptPaperStep2)} style={{ alignSelf: 'flex-start' }}>
            {ADOPT_BUTTON}
          </Button>
        </>
      ) : (
        <Text role="status">Reading your document…</Text>
      )}
    </Screen>
  );
}

const RULES = { name: { label: 'Paper Name', validation: VALIDATION.REQUIRED } } as const;

export function AdoptPaperStep2Screen() {
  const navigate = useNavigate();
  const loader = useLoader();
  const { apis } = useWordPane();
  const form = useForm(RULES);
  const [adopted, setAdopted] = useState(false);

  const submit = async () => {
    if (!form.validateAll()) return;
    const title = form.values.name.trim();
    loader.show('adopt-paper');
    try {
      const created = await paperApi.create({ Title: title, PaperType: ADOPTED_APA7.id, Author: '', Course: '', Teacher: '', Institution: '', DueDate: '', RunningHead: '', IsAuthorNote: false, ShowPanel: true });
      await adoptPaper(apis, { paperGUID: created.paperGUID, paperID: created.paperID, paperTypeID: ADOPTED_APA7.id, title });
      setAdopted(true);
    } catch {
      // §8: an adoption failure only stops the loader.
    } finally {
      loader.hide('adopt-paper');
    }
  };

  if (adopted) {
    return (
      <Screen title="Congratulations">
        <Text block>Ibid is now part of this paper: add references and citations, and its APA 7 reference list stays right as you write.</Text>
        <Button appearance="primary" onClick={() => navigate(CITATION_PANE_PATHS.ReferencesCitations, { replace: true })} style={{ alignSelf: 'flex-start' }}>
          Get started
        </Button>
      </Screen>
    );
  }
  return (
    <Screen title={ADOPT_BUTTON}>
      <FormStack onSubmit={() => void submit()}>
        <RadioGroup aria-label="Paper format" value="apa7">
          {ADOPT_FORMATS.map(({ format, label, enabled }) => (
            <Radio key={format} value={format} label={label} disabled={!enabled} />
          ))}
        </RadioGroup>
        <TextField {...form.field('name')} label="Paper Name" required maxLength={PAPER_FIELD_MAX} />
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button type="submit" appearance="primary">
            {ADOPT_BUTTON}
          </Button>
          <Button onClick={() => navigate(WORD_PATHS.GettingStartedAdoptPaperStep1)}>Nevermind</Button>
        </div>
      </FormStack>
    </Screen>
  );
}
