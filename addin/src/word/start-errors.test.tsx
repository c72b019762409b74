import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadError, UnsupportedPlatform, unsupported } from './start-errors';

describe('where the pane cannot start', () => {
  it('turns away a host other than Word, and Mac Word 16.27 and older', () => {
    expect(unsupported({ host: 'Excel', platform: 'PC', version: '16.0.1' })).toEqual({ kind: 'not-word' });
    expect(unsupported({ host: 'Word', platform: 'Mac', version: '16.27.19071500' })).toEqual({ kind: 'old-mac-word', version: '16.27.19071500' });
    expect(unsupported({ host: 'Word', platform: 'Mac', version: '15.41' })).toMatchObject({ kind: 'old-mac-word' });
    expect(unsupported({ host: 'Word', platform: 'Mac', version: '16.28.1' })).toBeUndefined();
    // Windows numbers its builds 16.0.x: the Mac's rule is not theirs.
    expect(unsupported({ host: 'Word', platform: 'PC', version: '16.0.4266' })).toBeUndefined();
    expect(unsupported({ host: 'Word', platform: 'OfficeOnline', version: undefined })).toBeUndefined();
  });

  it('says which Mac Word is too old, and what to do', () => {
    render(<UnsupportedPlatform reason={{ kind: 'old-mac-word', version: '16.27.19071500' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ibid does not work in Word 16.27 for Mac. Update Word');
  });

  it('shows the load-error block when Word lacks WordApi 1.3', () => {
    render(<LoadError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Word API 1.3');
  });
});
