import { describe, expect, it } from 'vitest';
import { formChunks } from './bench-forms';

// Shaped as Turbopack writes them (out/*/_next/static/chunks): the registry's next/dynamic entries and
// the loader modules they call.
const REGISTRY =
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,1,e=>{"use strict";var t=e.i(2);' +
  'let a={general:(0,t.default)(()=>e.A(90410).then(e=>e.generalForm.Form),{loadableGenerated:{modules:[19200]}}),' +
  'callback:(0,t.default)(()=>e.A(29844).then(e=>e.callbackForm.Form),{loadableGenerated:{modules:[36051]}}),' +
  'broker:(0,t.default)(()=>e.A(777).then(e=>e.brokerForm.Form),{loadableGenerated:{modules:[1]}})}' +
  '},90410,e=>{e.v(t=>Promise.all(["static/chunks/general.js","static/chunks/rhf.js","static/chunks/engine.js"].map(t=>e.l(t))).then(()=>t(19200)))}]);';
const LOADERS =
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,' +
  '29844,e=>{e.v(t=>Promise.all(["static/chunks/callback.js","static/chunks/rhf.js","static/chunks/engine.js","static/chunks/callback.css"].map(t=>e.l(t))).then(()=>t(36051)))},' +
  '777,e=>{e.v(t=>Promise.all(["static/chunks/broker.js","static/chunks/broker-lookup.js","static/chunks/rhf.js","static/chunks/engine.js"].map(t=>e.l(t))).then(()=>t(1)))}]);';

describe('formChunks', () => {
  it("finds each form's loader in the registry and the files it fetches, parting its own from those every form fetches", () => {
    const report = formChunks(
      new Map([
        ['registry.js', REGISTRY],
        ['loaders.js', LOADERS],
      ]),
      ['general', 'callback', 'broker', 'notRegistered'],
    );
    expect(report.shared).toEqual(['rhf.js', 'engine.js']);
    expect(report.forms).toEqual([
      { form: 'general', own: ['general.js'] },
      { form: 'callback', own: ['callback.js'] },
      // Two of its own: what the bench shows as breaking the one-chunk rule.
      { form: 'broker', own: ['broker.js', 'broker-lookup.js'] },
    ]);
  });

  it('reads only the form ids it is given (other next/dynamic entries are not forms)', () => {
    const report = formChunks(
      new Map([
        ['registry.js', REGISTRY],
        ['loaders.js', LOADERS],
      ]),
      ['general', 'callback'],
    );
    expect(report.forms.map((entry) => entry.form)).toEqual(['general', 'callback']);
    expect(report.shared).toEqual(['rhf.js', 'engine.js']);
  });
});
