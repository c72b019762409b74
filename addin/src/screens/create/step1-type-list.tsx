/**
 * The reference types a user picks from (step 1's tabs and the .bib import's type step): a list of types with
 * their help, and the All tab's type search over the types grouped by category.
 */
import { Body1, Button, Caption1, Field, SearchBox, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import {
  MISC_TYPE_ID,
  referenceTypes,
  referenceTypesByCategory,
  searchReferenceTypes,
  typesAvailableIn,
  type CurrentFormatId,
  type ReferenceType,
} from '@ibid/engine';
import { useId, useMemo, useState } from 'react';
import { currentEnvironment } from '../../state/environment';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', paddingBottom: tokens.spacingVerticalXS },
  help: { color: tokens.colorNeutralForeground3, paddingLeft: tokens.spacingHorizontalM },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  finder: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** The types a user may create in a format here: available in this environment, never Miscellaneous (import only). */
export function creatableTypes(format: CurrentFormatId): ReferenceType[] {
  return typesAvailableIn(referenceTypes, format, currentEnvironment()).filter((t) => t.id !== MISC_TYPE_ID);
}

/** Types as buttons, each with its help text read with it. */
export function TypeOptions({ types, onChoose }: { types: readonly ReferenceType[]; onChoose: (type: ReferenceType) => void }) {
  const styles = useStyles();
  const prefix = useId();
  return (
    <ul className={styles.list}>
      {types.map((type) => {
        const helpId = `${prefix}-help-${type.id}`;
        return (
          <li key={type.id} className={styles.item}>
            <Button appearance="transparent" aria-describedby={helpId} onClick={() => onChoose(type)} style={{ justifyContent: 'flex-start', minWidth: 0, paddingLeft: 0 }}>
              {type.title}
            </Button>
            <Caption1 id={helpId} className={styles.help}>
              {type.desc}
            </Caption1>
          </li>
        );
      })}
    </ul>
  );
}

/** The All tab: a type search; while it is blank, every type grouped by category. */
export function TypeFinder({ types, onChoose }: { types: readonly ReferenceType[]; onChoose: (type: ReferenceType) => void }) {
  const styles = useStyles();
  const [term, setTerm] = useState('');
  const found = useMemo(() => searchReferenceTypes(term, types), [term, types]);
  const groups = useMemo(() => referenceTypesByCategory(types), [types]);
  const searching = term.trim() !== '';
  return (
    <div className={styles.finder}>
      <Field label="Search reference types">
        <SearchBox value={term} onChange={(_, d) => setTerm(d.value)} placeholder="e.g. journal, film, tweet" />
      </Field>
      <div aria-live="polite">
        {searching && found.length === 0 ? <Body1>No reference types match “{term.trim()}”.</Body1> : null}
      </div>
      {searching ? (
        <TypeOptions types={found} onChoose={onChoose} />
      ) : (
        groups.map((group) => (
          <section key={group.category} className={styles.group} aria-label={group.label}>
            <Subtitle2 as="h3">{group.label}</Subtitle2>
            <TypeOptions types={group.types} onChoose={onChoose} />
          </section>
        ))
      )}
    </div>
  );
}
