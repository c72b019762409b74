import { describe, expect, it } from 'vitest';
import { headerSurname } from './headers.js';

describe('headerSurname', () => {
  it("takes the first author's last name for MLA's page header", () => {
    expect(headerSurname('Ana María López')).toBe('López');
    expect(headerSurname('Jane Smith and Li Wei')).toBe('Smith');
    expect(headerSurname('Jane Smith; Li Wei')).toBe('Smith');
    expect(headerSurname('  ')).toBe('');
  });
});
