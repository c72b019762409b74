/** One titled section of the Settings page, a target of its jump links. */
import { Title3, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    scrollMarginTop: tokens.spacingVerticalL,
  },
});

export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      {/* Focusable so a jump link can move the keyboard focus here. */}
      <Title3 as="h2" id={`${id}-title`} tabIndex={-1}>
        {title}
      </Title3>
      {children}
    </section>
  );
}
