/** §8: a failed purchase's message in a modal with no title, closed by 'Got it - thanks!'. */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface } from '@fluentui/react-components';
import { PURCHASE_MESSAGES } from '@ibid/engine/commerce';

export function PurchaseErrorDialog({ message, onClose }: { message: string | undefined; onClose: () => void }) {
  return (
    <Dialog open={message !== undefined} modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      {/* No visible title (§8): the message itself names the dialog for screen readers. */}
      <DialogSurface aria-label={message}>
        <DialogBody>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {PURCHASE_MESSAGES.errorModalButton}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
