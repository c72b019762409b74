/** A form's failure in red above it, announced at once to screen readers; nothing when there is none. */
import { MessageBar, MessageBarBody } from '@fluentui/react-components';

export function ErrorAlert({ message }: { message: string | undefined }) {
  return message ? (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  ) : null;
}
