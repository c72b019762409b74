import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormattedText, formattedPlainText } from './formatted-text';

describe('FormattedText', () => {
  it('keeps italics and decodes entities', () => {
    const { container } = render(<FormattedText html="Smith, J. (2020). <i>A book &amp; more</i>. Press." />);
    expect(container.querySelector('i')?.textContent).toBe('A book & more');
    expect(container.textContent).toBe('Smith, J. (2020). A book & more. Press.');
  });

  it('renders any other markup as its text only, so a value cannot inject elements', () => {
    const { container } = render(<FormattedText html={'<img src=x onerror="alert(1)"><script>alert(2)</script><a href="x">link</a>'} />);
    expect(container.querySelector('img, script, a')).toBeNull();
    expect(container.textContent).toBe('alert(2)link');
  });

  it('gives the plain text for the clipboard', () => {
    expect(formattedPlainText('<i>Title</i> &lt;ok&gt;')).toBe('Title <ok>');
  });
});
