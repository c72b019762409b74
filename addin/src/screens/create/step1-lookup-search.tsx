/** Step 1's 'Look up a reference' box: searches by DOI, ISBN, URL, author and title, and says why nothing was found. */
import { Button, Field, MessageBar, MessageBarBody, SearchBox, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useLookup } from '../import/lookup-flow';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  field: { flexGrow: 1 },
});

export function LookupSearch() {
  const styles = useStyles();
  const [term, setTerm] = useState('');
  const { message, lookUp } = useLookup();
  return (
    <div role="search">
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void lookUp(term);
        }}
      >
        <Field label="Look up a reference" className={styles.field}>
          <SearchBox value={term} onChange={(_, d) => setTerm(d.value)} placeholder="DOI, ISBN, URL, author and title" />
        </Field>
        <Button type="submit" appearance="primary">
          Search
        </Button>
      </form>
      <div role="alert">
        {message ? (
          <MessageBar intent="warning" style={{ marginTop: tokens.spacingVerticalS }}>
            <MessageBarBody>{message}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
    </div>
  );
}
