import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { TYPE_NOTICES } from '@ibid/engine';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReferenceForm } from './index';

const WEBPAGE = 3;
const webpageAdvice = /should use the type of the original work/;

const renderForm = (omitNotices?: readonly string[]) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <ReferenceForm referenceTypeID={WEBPAGE} data={{}} onChange={() => {}} format="apa7" {...(omitNotices ? { omitNotices } : {})} />
    </FluentProvider>,
  );

describe("the form's type notices", () => {
  it("shows the type's notice unless its host says it better itself", () => {
    renderForm();
    expect(screen.getByText(webpageAdvice)).toBeTruthy();
  });

  it('leaves out the notices the host names', () => {
    renderForm([TYPE_NOTICES.webpage.id]);
    expect(screen.queryByText(webpageAdvice)).toBeNull();
  });
});
