/**
 * The app's toasts (word-addin §2.3, §4): a corner toast that closes after 3333 ms, and a bottom toaster whose
 * toasts close after 2500 ms unless sticky (errors are). Fluent's toasts are live regions, so screen readers
 * hear them.
 */
import {
  Link,
  Toast,
  ToastBody,
  Toaster,
  ToastTitle,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';
import { useCallback, useMemo, type ReactNode } from 'react';

export const CORNER_TOAST_MS = 3333;
export const BOTTOM_TOAST_MS = 2500;
const CORNER = 'corner';
const BOTTOM = 'bottom';

export function Toasters() {
  return (
    <>
      <Toaster toasterId={CORNER} position="top-end" timeout={CORNER_TOAST_MS} pauseOnHover />
      <Toaster toasterId={BOTTOM} position="bottom" timeout={BOTTOM_TOAST_MS} pauseOnHover />
    </>
  );
}

export interface ToastMessage {
  title: string;
  /** Text, or text with a link (a support mailto). */
  body?: ReactNode;
  intent?: ToastIntent;
  /** Stays until dismissed; errors are sticky. */
  sticky?: boolean;
  action?: { label: string; onClick: () => void };
}

export interface Notify {
  /** The corner toast: a short confirmation such as 'Copied to clipboard'. */
  corner: (text: string) => void;
  /** The bottom toaster. */
  toast: (message: ToastMessage) => void;
  /** A sticky danger toast. */
  error: (title: string, body?: ReactNode) => void;
  dismissAll: () => void;
}

export function useNotify(): Notify {
  const corner = useToastController(CORNER);
  const bottom = useToastController(BOTTOM);
  const toast = useCallback(
    ({ title, body, intent = 'success', sticky, action }: ToastMessage) =>
      bottom.dispatchToast(
        <Toast>
          <ToastTitle action={action ? <Link onClick={action.onClick}>{action.label}</Link> : undefined}>{title}</ToastTitle>
          {body ? <ToastBody>{body}</ToastBody> : null}
        </Toast>,
        { intent, ...(sticky || intent === 'error' ? { timeout: -1 } : {}) },
      ),
    [bottom],
  );
  return useMemo(
    () => ({
      corner: (text: string) =>
        corner.dispatchToast(
          <Toast>
            <ToastTitle>{text}</ToastTitle>
          </Toast>,
          { intent: 'success' },
        ),
      toast,
      error: (title: string, body?: ReactNode) => toast({ title, ...(body ? { body } : {}), intent: 'error', sticky: true }),
      dismissAll: () => {
        corner.dismissAllToasts();
        bottom.dismissAllToasts();
      },
    }),
    [corner, bottom, toast],
  );
}
