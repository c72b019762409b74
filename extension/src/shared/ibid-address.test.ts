import { describe, expect, it } from 'vitest';
import { ibidAddress, webAppPage } from './ibid-address';

describe('the Ibid address typed on the log-in form', () => {
  it.each([
    ['https://ibid.example.org/', 'https://ibid.example.org'],
    ['  http://127.0.0.1:3000// ', 'http://127.0.0.1:3000'],
    ['ibid.example.org', 'https://ibid.example.org'],
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1:41234', 'http://127.0.0.1:41234'],
    ['', ''],
  ])('%j is %j', (typed, expected) => {
    expect(ibidAddress(typed)).toBe(expected);
  });

  it("points the web app's pages at it", () => {
    expect(webAppPage('ibid.example.org/', '/forgot-password')).toBe('https://ibid.example.org/forgot-password');
  });
});
