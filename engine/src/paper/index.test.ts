import { describe, expect, it } from 'vitest';
import * as paper from './index.js';

describe('the @ibid/engine/paper entry', () => {
  it('exposes the running-head and reference-list rules', () => {
    for (const name of ['deriveRunningHead', 'runningHeadAdvisory', 'validateRunningHead', 'RUNNING_HEAD_LIMIT', 'referenceListTitle']) {
      expect(paper, name).toHaveProperty(name);
    }
  });

  it('exposes the paper types, the new document, the layout and the checks', () => {
    for (const name of ['paperTypes', 'getPaperType', 'sideMenu', 'gatedRoute', 'paperCreators', 'paperCreationPayloadSchema', 'newPaperDocument', 'readCitationData', 'layoutPaper', 'checkPaper']) {
      expect(paper, name).toHaveProperty(name);
    }
  });
});
