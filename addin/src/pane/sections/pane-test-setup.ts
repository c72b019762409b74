/** Component tests of the section drawers: a signed-in customer for the pane's frame, plus any api handlers a drawer calls. */
import { customerFixture } from '../../testing/customers';
import { fakeApi, type Handler } from '../../testing/render';

export function signedInPane(handlers: Record<string, Handler> = {}): string[] {
  localStorage.setItem('ibid.token', 't');
  return fakeApi({ 'GET /v4/Customer': () => customerFixture(), 'GET /v4/GenesisReference/Share': () => ({ requests: [] }), ...handlers });
}
