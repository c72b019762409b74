import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL, supportMailto } from './support.js';

describe('a mailto link to support', () => {
  it('carries the subject, encoded', () => {
    expect(supportMailto('Problem creating a paper')).toBe(`mailto:${SUPPORT_EMAIL}?subject=Problem%20creating%20a%20paper`);
  });

  it('tags the subject with the base64 customer id when signed in', () => {
    expect(decodeURIComponent(supportMailto('Paper conversion', 42).split('subject=')[1]!)).toBe('Paper conversion (customer NDI=)');
  });
});
