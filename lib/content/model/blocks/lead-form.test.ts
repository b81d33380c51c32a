import { LeadFormBlock } from './lead-form';

const hubspotBlock = {
  type: 'leadForm',
  id: 'contact',
  form: 'contactUsHubspot',
  headline: 'Send us a message',
  description: 'We reply within a day.',
  disclosure: 'We use your details only to reply.',
  settings: { consentText: 'I agree.', subscriptionTypeId: 123, subscriptionText: 'Inventory financing news.' },
};

describe('LeadFormBlock content check: the settings a form needs (settings in its manifest)', () => {
  it('accepts the HubSpot contact form with its three settings', () => {
    expect(LeadFormBlock.safeParse(hubspotBlock).success).toBe(true);
  });

  it.each(['consentText', 'subscriptionTypeId', 'subscriptionText'])('refuses the HubSpot contact form without %s', (key) => {
    const settings: Record<string, string | number> = { ...hubspotBlock.settings };
    delete settings[key];
    const result = LeadFormBlock.safeParse({ ...hubspotBlock, settings });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [`settings.${key}`, 'Required by the contactUsHubspot form'],
    ]);
  });

  it('refuses it with no settings at all, naming each missing key', () => {
    const { settings: _settings, ...bare } = hubspotBlock;
    const result = LeadFormBlock.safeParse(bare);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'settings.consentText',
      'settings.subscriptionTypeId',
      'settings.subscriptionText',
    ]);
  });
});

describe('LeadFormBlock content check: services', () => {
  const block = { type: 'leadForm', id: 'c', form: 'general', headline: 'H', description: 'D', disclosure: 'X' };

  it('accepts the services a form calls, given as a {token} URL or https', () => {
    expect(LeadFormBlock.safeParse({ ...block, form: 'brokerScenario', services: { nmlsLookup: '{leadReceiverUrl}/nmls' } }).success).toBe(true);
    expect(LeadFormBlock.safeParse({ ...block, form: 'brokerScenario', services: { nmlsLookup: 'https://leads.axosbank.com/nmls' } }).success).toBe(true);
  });

  it('refuses a service the form does not call: it would be a place a visitor’s data could go', () => {
    const issues = LeadFormBlock.safeParse({ ...block, form: 'brokerScenario', services: { nmlsLookup: '{leadReceiverUrl}/nmls', exfiltrate: 'https://leads.axosbank.com/x' } })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([['services.exfiltrate', 'The brokerScenario form calls no service exfiltrate (it calls nmlsLookup); remove it']]);
    const none = LeadFormBlock.safeParse({ ...block, services: { nmlsLookup: '{leadReceiverUrl}/nmls' } }).error?.issues.map((issue) => issue.message);
    expect(none).toEqual(['The general form calls no service nmlsLookup (it calls none); remove it']);
  });

  it('refuses a service whose URL is not an endpoint, and a name that is not a camelCase word', () => {
    const result = LeadFormBlock.safeParse({ ...block, services: { rateWatch: 'javascript:alert(1)', 'bad name': 'https://x.example' } });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(expect.arrayContaining(['services.rateWatch', 'services.bad name']));
  });
});

describe('LeadFormBlock content check: option lists (options in its manifest)', () => {
  const broker = {
    type: 'leadForm',
    id: 'b',
    form: 'brokerScenario',
    headline: 'H',
    description: 'D',
    disclosure: 'X',
    services: { nmlsLookup: '{leadReceiverUrl}/nmls' },
  };
  const issues = (block: object) => LeadFormBlock.safeParse(block).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('accepts the broker form with its lists, or with none (its defaults)', () => {
    expect(LeadFormBlock.safeParse(broker).success).toBe(true);
    const options = { units: [{ value: 'OneUnit', label: '1 Unit' }, { value: 'TwoUnits', label: '2 Units' }], creditScore: [{ value: '780+', label: '780+' }] };
    expect(LeadFormBlock.safeParse({ ...broker, options }).success).toBe(true);
  });

  it('refuses the broker form without its NMLS lookup service', () => {
    const { services: _services, ...bare } = broker;
    expect(issues(bare)).toEqual([['services.nmlsLookup', 'Required by the brokerScenario form']]);
  });

  it('refuses a list without a value the rules name, a value listed twice, an empty list and a list the form does not take', () => {
    expect(issues({ ...broker, options: { units: [{ value: 'TwoUnits', label: '2 Units' }] } })).toEqual([
      ['options.units', "Must include the value OneUnit (the brokerScenario form's rules name it)"],
    ]);
    expect(issues({ ...broker, options: { compensation: [{ value: 'LenderPaid', label: 'a' }, { value: 'LenderPaid', label: 'b' }] } })).toEqual([
      ['options.compensation.1.value', 'LenderPaid is listed twice'],
    ]);
    expect(issues({ ...broker, options: { citizenship: [] } })?.map(([path]) => path)).toEqual(['options.citizenship']);
    expect(issues({ ...broker, options: { colours: [{ value: 'Red', label: 'Red' }] } })?.[0]?.[1]).toMatch(/^The brokerScenario form has no list colours \(its lists: loanPurpose, creditScore/);
    const { services: _services, ...withoutServices } = broker;
    expect(issues({ ...withoutServices, form: 'general', options: { units: [{ value: 'OneUnit', label: '1' }] } })).toEqual([['options.units', 'The general form has no list units']]);
  });
});
