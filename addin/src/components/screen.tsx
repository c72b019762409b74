/** A screen's frame: its title as the page's one heading, the document title, and its content. */
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, maxWidth: '960px', margin: '0 auto', width: '100%', boxSizing: 'border-box' },
  narrow: { maxWidth: '420px' },
});

export function Screen({ title, children, narrow, actions }: { title: string; children: ReactNode; narrow?: boolean; actions?: ReactNode }) {
  const styles = useStyles();
  useEffect(() => {
    document.title = `${title} · Ibid`;
  }, [title]);
  return (
    <main className={`${styles.screen} ${narrow ? styles.narrow : ''}`}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <Title2 as="h1">{title}</Title2>
        {actions}
      </div>
      {children}
    </main>
  );
}

/** A vertical stack of form fields. */
export function FormStack({ children, onSubmit }: { children: ReactNode; onSubmit: () => void }) {
  return (
    <form
      noValidate
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
