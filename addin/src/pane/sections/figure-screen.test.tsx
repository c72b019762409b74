import { screen } from '@testing-library/react';
import { FIGURE_FILE_EXTENSIONS, FIGURE_FILE_TYPES, FIGURE_URL_EXTENSIONS } from '@ibid/engine/paper';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryHost } from '../../testing/memory-host';
import { renderPane } from '../../testing/render-pane';
import { signedInPane } from './pane-test-setup';

beforeEach(() => signedInPane());

describe("Insert Figure's image types", () => {
  it("offers and names the engine's file types, and names its URL endings", async () => {
    const { user } = renderPane('/figure', createMemoryHost({ paperTypeID: 11 }));
    const input = await screen.findByLabelText('Image file');
    const accepted = input.getAttribute('accept')?.split(',');
    expect(accepted).toEqual([...FIGURE_FILE_EXTENSIONS.map((e) => `.${e}`), ...FIGURE_FILE_TYPES]);
    const fileHint = screen.getByText(/^A \..* image\.$/).textContent ?? '';
    for (const extension of FIGURE_FILE_EXTENSIONS) expect(fileHint).toContain(`.${extension}`);
    await user.click(screen.getByRole('radio', { name: 'Image from a URL' }));
    const urlHint = screen.getByText(/^A web address ending in/).textContent ?? '';
    for (const extension of FIGURE_URL_EXTENSIONS) expect(urlHint).toContain(`.${extension}`);
  });
});
