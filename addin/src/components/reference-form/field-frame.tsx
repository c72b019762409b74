/** The frame around one field of the reference form: label with required mark, help, message, and the blue outline of commonly used fields. */
import { Caption1, Label, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  frame: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid transparent`,
  },
  common: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  message: { color: tokens.colorPaletteRedForeground1 },
  help: { color: tokens.colorNeutralForeground3 },
});

export interface FieldFrameProps {
  label: string;
  required: boolean;
  common: boolean;
  help?: string | undefined;
  message?: string | undefined;
  /** A group of inputs (contributors, dates, publishers) is a labelled group; a single input is labelled directly. */
  children: (ids: { inputId: string; describedBy: string | undefined; labelId: string }) => ReactNode;
  group?: boolean;
  /** Focus left the field (every box of a group), not just moved between its boxes. */
  onLeave?: () => void;
}

export function FieldFrame({ label, required, common, help, message, children, group, onLeave }: FieldFrameProps) {
  const styles = useStyles();
  const base = useId();
  const inputId = `${base}-input`;
  const labelId = `${base}-label`;
  const helpId = `${base}-help`;
  const messageId = `${base}-message`;
  const describedBy = [help ? helpId : undefined, message ? messageId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={mergeClasses(styles.frame, common && styles.common)}
      data-common={common ? 'true' : undefined}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onLeave?.();
      }}
      {...(group ? { role: 'group', 'aria-labelledby': labelId, 'aria-describedby': describedBy } : {})}
    >
      <Label id={labelId} htmlFor={group ? undefined : inputId} required={required} weight="semibold">
        {label}
      </Label>
      {children({ inputId, describedBy, labelId })}
      {help ? (
        <Caption1 id={helpId} className={styles.help}>
          {help}
        </Caption1>
      ) : null}
      <div aria-live="polite">
        {message ? (
          <Caption1 id={messageId} className={styles.message}>
            {message}
          </Caption1>
        ) : null}
      </div>
    </div>
  );
}
