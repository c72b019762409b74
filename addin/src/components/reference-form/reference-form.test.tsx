import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { getReferenceType, type CurrentFormatId } from '@ibid/engine';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { canCreateReference, ConfirmFields, ReferenceForm, ReferencePreview } from './index';

function Harness({ typeId = 1, format = 'apa7', initial = {} }: { typeId?: number; format?: CurrentFormatId; initial?: Record<string, unknown> }) {
  const [data, setData] = useState<Record<string, unknown>>(initial);
  return (
    <FluentProvider theme={webLightTheme}>
      <ReferenceForm referenceTypeID={typeId} data={data} onChange={setData} format={format} />
      <ReferencePreview referenceTypeID={typeId} data={data} format={format} />
      <output data-testid="data">{JSON.stringify(data)}</output>
    </FluentProvider>
  );
}

const titleBox = () => screen.getByLabelText(/^Title\s*\*?$/);
const dataShown = () => JSON.parse(screen.getByTestId('data').textContent ?? '{}') as Record<string, unknown>;
const frameOf = (label: string) => screen.getByText(label, { selector: 'label' }).parentElement as HTMLElement;

describe('the reference form', () => {
  it('offers APA 7 sentence case for a Title Case title, and applies it only when asked', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ title: 'The Effects of Sleep on Memory in Adolescents' }} />);
    await user.click(await screen.findByRole('button', { name: 'Use sentence case' }));
    expect(dataShown().title).toBe('The effects of sleep on memory in adolescents');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Use sentence case' })).toBeNull());
  });

  it('offers no sentence case in MLA 9, whose titles are in Title Case', async () => {
    render(<Harness format="mla9" initial={{ title: 'The Effects of Sleep on Memory in Adolescents' }} />);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(screen.queryByRole('button', { name: 'Use sentence case' })).toBeNull();
  });

  it("marks the format's required fields with an asterisk and outlines the commonly used ones", () => {
    render(<Harness typeId={1} format="mla9" />);
    const type = getReferenceType(1);
    if (!type.ok) throw new Error('no journal article type');
    for (const field of type.value.fields) {
      const frame = frameOf(field.label);
      expect(within(frame).queryByText('*') !== null, field.label).toBe(field.required.includes('mla9'));
      expect(frame.dataset.common === 'true', field.label).toBe(field.common);
    }
    expect(within(frameOf('Title')).getByText('*')).toBeInTheDocument();
    expect(within(frameOf('DOI')).queryByText('*')).toBeNull();
  });

  it('says a required field is missing when it is left blank', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(titleBox());
    await user.tab();
    expect(await screen.findByText('Please enter Title')).toBeInTheDocument();
  });

  it("checks a DOI with the engine's parser when the box is left, not while typing", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const doi = screen.getByLabelText(/^DOI/);
    await user.type(doi, 'not a doi');
    await act(() => new Promise((r) => setTimeout(r, 900)));
    expect(screen.queryByText(/is not a DOI/)).toBeNull();
    await user.tab();
    expect(await screen.findByText(/"not a doi" is not a DOI\. A DOI starts with 10\./)).toBeInTheDocument();
    await user.clear(doi);
    await user.type(doi, '10.1037/amp0000722');
    await waitFor(() => expect(screen.queryByText(/is not a DOI/)).toBeNull(), { timeout: 1500 });
  });

  it('adds http:// to a URL typed without a scheme when the box is left', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText(/^URL/), 'www.example.com/article');
    await user.tab();
    expect(screen.getByLabelText(/^URL/)).toHaveValue('http://www.example.com/article');
    expect(dataShown().url).toBe('http://www.example.com/article');
  });

  it('makes typographic quotes straight in text fields', async () => {
    render(<Harness />);
    fireEvent.change(titleBox(), { target: { value: '\u201CWhy\u201D we don\u2019t' } });
    expect(titleBox()).toHaveValue('"Why" we don\'t');
    expect(dataShown().title).toBe('"Why" we don\'t');
  });

  it('refreshes the preview 750 ms after the last change, not before', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const preview = screen.getByTestId('reference-preview');
    await user.type(titleBox(), 'Sleep and memory');
    expect(preview).not.toHaveTextContent('Sleep and memory');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(preview).not.toHaveTextContent('Sleep and memory');
    await waitFor(() => expect(preview).toHaveTextContent('Sleep and memory'), { timeout: 1000 });
  });

  it('leaves an unreadable field out of the preview instead of failing', async () => {
    render(<Harness initial={{ title: 'Sleep and memory', containerTitle: 'Nature', doi: 'nonsense' }} />);
    const preview = screen.getByTestId('reference-preview');
    await waitFor(() => expect(preview).toHaveTextContent('Sleep and memory'), { timeout: 1500 });
    expect(preview).not.toHaveTextContent('nonsense');
  });

  it('keeps people in order, adds groups and reorders them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Last name'), 'Walker');
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    await user.type(screen.getByLabelText('Group name'), 'World Health Organization');
    await user.click(screen.getByRole('button', { name: 'Move contributor 2 up' }));
    const contributors = dataShown().contributors as { kind: string; name?: string; family?: string; type: string }[];
    expect(contributors.map((c) => c.name ?? c.family)).toEqual(['World Health Organization', 'Walker']);
    expect(contributors.every((c) => c.type === 'author')).toBe(true);
  });

  it('reads the date boxes as a partial date and reports a month over 12', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole('group', { name: /Publication date/ });
    await user.type(within(group).getByLabelText('Year'), '2020');
    await user.type(within(group).getByLabelText('Month'), '5');
    expect(dataShown().issued).toEqual({ year: 2020, month: 5 });
    await user.clear(within(group).getByLabelText('Month'));
    await user.type(within(group).getByLabelText('Month'), '13');
    await user.click(titleBox());
    expect(await screen.findByText('Please enter a valid month')).toBeInTheDocument();
  });

  it('reports pages it cannot read', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText(/^Pages/), '1-2-3');
    await user.tab();
    expect(await screen.findByText('Please enter valid pages, such as 12-15 or 12, 18')).toBeInTheDocument();
  });

  it("shows a type's notice in the formats it applies to", () => {
    const { unmount } = render(<Harness typeId={21} format="turabian9" />);
    expect(screen.getByText(/Use the Statute type for enacted bills/)).toBeInTheDocument();
    unmount();
    render(<Harness typeId={21} format="apa7" />);
    expect(screen.queryByText(/Use the Statute type for enacted bills/)).toBeNull();
  });
});

describe('canCreateReference', () => {
  it('needs every field the format requires', () => {
    expect(canCreateReference(1, { title: 'Sleep' }, 'apa7')).toBe(false);
    expect(canCreateReference(1, { title: 'Sleep', containerTitle: 'Nature' }, 'apa7')).toBe(true);
  });

  it('refuses data the engine cannot read', () => {
    expect(canCreateReference(1, { title: 'Sleep', containerTitle: 'Nature', doi: 'nonsense' }, 'apa7')).toBe(false);
    expect(canCreateReference(1, { title: 'Sleep', containerTitle: 'Nature', issued: { year: '2020', month: '13' } }, 'apa7')).toBe(false);
  });

  it('ignores blank rows and blank texts', () => {
    const blankPerson = { id: 'a', type: 'author', kind: 'person', given: '', family: ' ' };
    expect(canCreateReference(1, { title: 'Sleep', containerTitle: 'Nature', contributors: [blankPerson], doi: '' }, 'apa7')).toBe(true);
  });

  it('refuses an unknown type', () => {
    expect(canCreateReference(0, { title: 'Sleep' }, 'apa7')).toBe(false);
  });
});

describe('the optional fields', () => {
  function Optional() {
    const [values, setValues] = useState({ note: '', tags: '', nickname: '' });
    return (
      <FluentProvider theme={webLightTheme}>
        <ConfirmFields {...values} onChange={setValues} />
      </FluentProvider>
    );
  }

  it('cleans the tags when the box is left and hides the nickname unless asked', async () => {
    const user = userEvent.setup();
    render(<Optional />);
    expect(screen.queryByLabelText('Nickname')).toBeNull();
    await user.type(screen.getByLabelText('Tags'), ' sleep ,memory,, Sleep ');
    await user.tab();
    expect(screen.getByLabelText('Tags')).toHaveValue('sleep, memory');
  });
});
