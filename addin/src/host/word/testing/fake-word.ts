/// <reference types="office-js" />
/**
 * The fake Word as WordHost's unit tests take it (`apis()`): the model's `Word.run`, and its common api in an
 * office-addin-mock `OfficeMockObject` in plain mode (the common api has no load/sync).
 */
import { OfficeMockObject } from 'office-addin-mock';
import { OfficeApp } from 'office-addin-manifest';
import type { OfficeApis, OfficeCommon } from '../office';
import { FakeWordModel } from './fake-word-model';

export * from './fake-word-model';

export class FakeWord extends FakeWordModel {
  apis(): OfficeApis {
    return { word: { run: this.run }, office: new OfficeMockObject({ context: this.commonContext() }, OfficeApp.Outlook) as unknown as OfficeCommon };
  }
}
