import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ReferenceForm } from './index';

const authors = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), type: 'author', kind: 'person', family: `Family${i + 1}`, given: 'A' }));

function Harness({ initial }: { initial: Record<string, unknown> }) {
  const [data, setData] = useState(initial);
  return (
    <FluentProvider theme={webLightTheme}>
      <ReferenceForm referenceTypeID={1} data={data} onChange={setData} format="apa7" />
    </FluentProvider>
  );
}

const rows = () => screen.queryAllByRole('listitem', { name: /^Contributor \d+$/ });

describe('a long list of contributors', () => {
  it('shows its first three and "and N more", which opens the whole list and closes it again', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ contributors: authors(40) }} />);
    expect(rows()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'and 37 more' }));
    expect(rows()).toHaveLength(40);
    expect(within(rows()[39]!).getByDisplayValue('Family40')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(rows()).toHaveLength(3);
  });

  it('opens the list when a contributor is added, so the new row is there to fill in', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ contributors: authors(6) }} />);
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(rows()).toHaveLength(7);
  });

  it('shows a list of five whole, with nothing to open', () => {
    render(<Harness initial={{ contributors: authors(5) }} />);
    expect(rows()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /more$/ })).toBeNull();
  });
});
