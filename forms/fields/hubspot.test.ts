import { consentToProcess, hubspotContext, subscriptionTypeId } from './hubspot';

describe('subscriptionTypeId', () => {
  it.each([
    [1234, 1234],
    [' 98765 ', 98765],
    ['abc', 0],
    [1.5, 0],
    ['', 0],
    [undefined, 0],
    [true, 0],
  ])('%j is %i', (value, id) => {
    expect(subscriptionTypeId(value)).toBe(id);
  });
});

describe('hubspotContext', () => {
  const page = { crm: {}, path: '/about/vendor-questionnaire/', pageUri: 'https://bank.example/about/vendor-questionnaire/?a=1', pageName: 'Vendor' };
  it.each([
    ['no page id: URL and title only', page, undefined, { pageUri: 'https://bank.example/about/vendor-questionnaire/?a=1', pageName: 'Vendor' }],
    [
      'a page id from content, trimmed',
      page,
      ' 123456 ',
      { pageUri: 'https://bank.example/about/vendor-questionnaire/?a=1', pageName: 'Vendor', pageId: '123456' },
    ],
    ['a numeric page id: as a string', page, 42, { pageUri: 'https://bank.example/about/vendor-questionnaire/?a=1', pageName: 'Vendor', pageId: '42' }],
    ['no URL or title: empty strings', { crm: {}, path: '/' }, 'p', { pageUri: '', pageName: '', pageId: 'p' }],
  ])('%s', (_case, context, pageId, expected) => {
    expect(hubspotContext(context, pageId)).toStrictEqual(expected);
  });
});

describe('consentToProcess', () => {
  it.each([
    ['no subscription', 'I agree.', undefined, { consent: { consentToProcess: true, text: 'I agree.', communications: [] } }],
    [
      'one subscription',
      ' I agree. ',
      [{ value: false, subscriptionTypeId: 7, text: 'News' }],
      { consent: { consentToProcess: true, text: 'I agree.', communications: [{ value: false, subscriptionTypeId: 7, text: 'News' }] } },
    ],
    ['a text that is not a string: empty', undefined, undefined, { consent: { consentToProcess: true, text: '', communications: [] } }],
  ])('%s', (_case, text, communications, expected) => {
    expect(consentToProcess(text, communications)).toStrictEqual(expected);
  });
});
