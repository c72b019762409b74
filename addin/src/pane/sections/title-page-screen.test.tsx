import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { titlePageDrawer } from '@ibid/engine/paper';
import { createMemoryHost, type MemoryHost, type MemoryHostOptions } from '../../testing/memory-host';
import { renderPane } from '../../testing/render-pane';
import { signedInPane } from './pane-test-setup';

beforeEach(() => signedInPane());

const titlePage = (host: MemoryHost) => host.document().content.find((n) => n.type === 'titlePage');
const labels = () => screen.getAllByRole('textbox').map((box) => box.closest('.fui-Field')?.querySelector('label')?.textContent?.replace(/\s*\*$/, '').trim());

async function open(paperTypeID: number, options: MemoryHostOptions = {}) {
  const host = createMemoryHost({ paperTypeID, ...options });
  const view = renderPane('/paper-sections-title-page', host);
  await screen.findByRole('heading', { name: titlePageDrawer(paperTypeID).heading });
  return { host, ...view };
}

describe('Title page drawer', () => {
  it('shows an APA 7 student paper its title page fields with the date and no running head', async () => {
    await open(11);
    await screen.findByRole('button', { name: 'Update Title Page' });
    expect(labels()).toEqual(['Title', 'Author', 'Institution', 'Instructor', 'Course Number & Name']);
    expect(screen.getByLabelText('Date')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Running Head/)).not.toBeInTheDocument();
  });

  it("hides the institution for MLA 9 and names the button 'Update Title Section'", async () => {
    await open(111);
    await screen.findByRole('button', { name: 'Update Title Section' });
    expect(labels()).toEqual(['Title', 'Author', 'Instructor', 'Course Number & Name']);
  });

  it("is headed 'Title' as the side menu names it for MLA, Turabian, discussion posts and lists, 'Title Page' for APA research papers", async () => {
    for (const [paperTypeID, heading] of [[111, 'Title'], [211, 'Title'], [13, 'Title'], [15, 'Title'], [14, 'Title'], [11, 'Title Page']] as const) {
      const { unmount } = renderPane('/paper-sections-title-page', createMemoryHost({ paperTypeID }));
      await screen.findByRole('button', { name: /^Update/ });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${heading}$`));
      unmount();
    }
  });

  it('gives a discussion post no author or institution', async () => {
    await open(13);
    await screen.findByRole('button', { name: 'Update Title Page' });
    expect(labels()).toEqual(['Title', 'Instructor', 'Course Number & Name']);
  });

  it("shows an annotated bibliography's course and instructor from its record (it has no title page) and saves them there", async () => {
    const { host, user } = await open(15, { course: { course: 'PSY 101', teacher: 'Dr. Moss' } });
    const button = await screen.findByRole('button', { name: 'Update Title Page' });
    expect(labels()).toEqual(['Document Title', 'Instructor', 'Course Number & Name']);
    expect(screen.getByRole('textbox', { name: 'Course Number & Name' })).toHaveValue('PSY 101');
    const instructor = screen.getByRole('textbox', { name: 'Instructor' });
    expect(instructor).toHaveValue('Dr. Moss');
    await user.clear(instructor);
    await user.type(instructor, 'Prof. Lee');
    await user.click(button);
    expect(await screen.findByText('Title page updated.')).toBeInTheDocument();
    expect(host.sections.course).toEqual({ course: 'PSY 101', teacher: 'Prof. Lee' });
    expect(titlePage(host)).toBeUndefined();
    await waitFor(() => expect(button).toBeDisabled());
    expect(instructor).toHaveValue('Prof. Lee');
  });

  it("shows a discussion post the course it was created with, and keeps the instructor added later in its title section", async () => {
    const { host, user, unmount } = await open(13, { created: { Course: 'PSY 101' } });
    expect(await screen.findByRole('textbox', { name: 'Course Number & Name' })).toHaveValue('PSY 101');
    await user.type(screen.getByRole('textbox', { name: 'Instructor' }), 'Dr. Moss');
    await user.click(screen.getByRole('button', { name: 'Update Title Page' }));
    expect(await screen.findByText('Title page updated.')).toBeInTheDocument();
    expect(titlePage(host)).toMatchObject({ attrs: { course: 'PSY 101', teacher: 'Dr. Moss' } });
    unmount();
    renderPane('/paper-sections-title-page', host);
    expect(await screen.findByRole('textbox', { name: 'Instructor' })).toHaveValue('Dr. Moss');
  });

  it('saves only when something changed, says so, and is clean again after the save', async () => {
    const { host, user } = await open(11);
    const button = await screen.findByRole('button', { name: 'Update Title Page' });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Instructor' }), 'Dr. Ames');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByText('Title page updated.')).toBeInTheDocument();
    expect(titlePage(host)).toMatchObject({ attrs: { title: 'A paper', teacher: 'Dr. Ames' } });
    await waitFor(() => expect(button).toBeDisabled());
  });

  it('requires the title and changes nothing without it', async () => {
    const { host, user } = await open(11);
    await user.clear(await screen.findByRole('textbox', { name: /^Title/ }));
    await user.click(screen.getByRole('button', { name: 'Update Title Page' }));
    expect(await screen.findByText('Please enter Title')).toBeInTheDocument();
    expect(titlePage(host)).toMatchObject({ attrs: { title: 'A paper' } });
  });

  it("says 'Problem editing title page' when the document refuses the change", async () => {
    const { host, user } = await open(11);
    await user.type(await screen.findByRole('textbox', { name: 'Author' }), 'Kim Lee');
    host.failNext = new Error('the document is locked');
    await user.click(screen.getByRole('button', { name: 'Update Title Page' }));
    expect(await screen.findByText('Problem editing title page')).toBeInTheDocument();
    expect(titlePage(host)).toMatchObject({ attrs: { author: '' } });
  });

  it('keeps the professional running head linked to the title until edited, and Reset text links it again', async () => {
    const { host, user } = await open(12);
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    const head = screen.getByRole('textbox', { name: /Running Head/ });
    expect(head).toHaveValue('A PAPER');
    await user.clear(title);
    await user.type(title, 'Sleep and Memory: A Review');
    expect(head).toHaveValue('SLEEP AND MEMORY');
    await user.clear(head);
    await user.type(head, 'SLEEP');
    await user.type(title, ' Again');
    expect(head).toHaveValue('SLEEP');
    await user.click(screen.getByRole('button', { name: 'Reset text' }));
    expect(head).toHaveValue('SLEEP AND MEMORY');
    await user.clear(head);
    await user.type(head, 'SLEEP AND DREAMS');
    await user.click(screen.getByRole('button', { name: 'Update Title Page' }));
    await screen.findByText('Title page updated.');
    expect(titlePage(host)).toMatchObject({ attrs: { title: 'Sleep and Memory: A Review Again', runningHead: 'SLEEP AND DREAMS' } });
  });

  it('shows the 50-character advisory on a long running head', async () => {
    const { user } = await open(12);
    const head = await screen.findByRole('textbox', { name: /Running Head/ });
    await user.clear(head);
    await user.type(head, 'X'.repeat(51));
    expect(screen.getByText('APA 7 suggests no more than 50 characters. Currently: 51 characters.')).toBeInTheDocument();
  });

  it('lets an adopted paper only rename itself', async () => {
    await open(16);
    expect(await screen.findByRole('button', { name: 'Update Paper' })).toBeDisabled();
    expect(labels()).toEqual(['Paper Name']);
    expect(screen.getByRole('link', { name: 'coming soon' })).toBeInTheDocument();
  });

  it('gives a legacy APA 6 paper the older form and customises its title page only after confirmation', async () => {
    const { host, user } = await open(1);
    await screen.findByRole('button', { name: 'Update Title Page' });
    expect(labels()).toEqual(['Title', 'Author', 'Institution', 'Instructor', 'Course Number & Name']);
    await user.click(screen.getByRole('button', { name: 'Customize my Title Page' }));
    expect(screen.getByText(/cannot be reversed in this paper/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No - cancel' }));
    expect(screen.queryByRole('button', { name: 'Yes - customize my Title Page' })).not.toBeInTheDocument();
    expect(titlePage(host)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Customize my Title Page' }));
    await user.click(screen.getByRole('button', { name: 'Yes - customize my Title Page' }));
    expect(await screen.findByText(/Your title page is customized/)).toBeInTheDocument();
    expect(titlePage(host)).toBeUndefined();
    expect(host.document().content[0]).toMatchObject({ type: 'paragraph', attrs: { style: 'Heading1' }, content: [{ text: 'A paper' }] });
  });
});
