/**
 * Takes the reader to a field of the reference form by the label it shows: scrolled into view and its first box
 * focused. A field of several boxes (authors, a date) is a group labelled by its label.
 */
const REQUIRED_MARK = /\s*\*$/;

export function focusField(label: string, root: ParentNode = document): boolean {
  const labelled = Array.from(root.querySelectorAll('label')).find((l) => (l.textContent ?? '').replace(REQUIRED_MARK, '').trim() === label);
  if (!labelled) return false;
  const box = labelled.htmlFor
    ? root.querySelector<HTMLElement>(`[id="${CSS.escape(labelled.htmlFor)}"]`)
    : labelled.id
      ? root.querySelector<HTMLElement>(`[aria-labelledby="${CSS.escape(labelled.id)}"]`)?.querySelector<HTMLElement>('input, select, textarea')
      : undefined;
  if (!box) return false;
  // Smooth scrolling would leave the box out of view for a moment after focus; the popup is small.
  box.scrollIntoView?.({ block: 'center' });
  box.focus({ preventScroll: true });
  return true;
}
