import { attribution, CRM_FIELDS, NO_CAMPAIGN, QUERY_FIELDS, type CrmConfig } from './attribution';

const CRM: CrmConfig = {
  brand: 'Bank',
  branch: 'Commercial',
  subBranch: 'Lending',
  leadSourceDetail: 'Website',
  otherLeadSource: 'Partner',
};

const FULL_QUERY =
  'utm_campaign=spring&utm_content=hero&utm_medium=cpc&utm_source=google&utm_term=loans' +
  '&cjdata=cjd&cjevent=cje&utm_promocode=PROMO1&experience_id=exp7&hem=hem1&identity=id9' +
  '&msclkid=ms1&fbclid=fb1&gclid=g1';

describe('attribution', () => {
  it('maps every CRM setting and every query parameter to its field', () => {
    expect(attribution({ crm: CRM, path: '/business/lending', search: `?${FULL_QUERY}` })).toEqual({
      Brand_SFDC2__c: 'Bank',
      Branch_SFDC2__c: 'Commercial',
      Sub_Branch_SFDC2__c: 'Lending',
      Lead_Source_Detail_SFDC2__c: 'Website',
      Other_Lead_Source__c: 'Partner',
      lead_source: 'Web RMI',
      Web_Source__c: '/business/lending',
      Full_Web_Source__c: '/business/lending',
      Marketing_Source__c: 'spring',
      First_UTMCampaign__c: 'spring',
      First_UTMContent__c: 'hero',
      First_UTMMedium__c: 'cpc',
      First_UTMSource__c: 'google',
      First_UTMTerm__c: 'loans',
      Primary_Cjdata__c: 'cjd',
      Primary_Cjevent__c: 'cje',
      First_UTMPromo_Code__c: 'PROMO1',
      First_UTMExperience_Id__c: 'exp7',
      First_UTMHem__c: 'hem1',
      First_UTMIdentity__c: 'id9',
      First_MicrosoftClickId__c: 'ms1',
      First_FacebookClickId__c: 'fb1',
      First_GoogleClickId__c: 'g1',
    });
  });

  it('omits every absent value and keeps the four fields that are always there', () => {
    expect(attribution({ crm: {}, path: '/' })).toEqual({
      lead_source: 'Web RMI',
      Web_Source__c: '/',
      Full_Web_Source__c: '/',
      Marketing_Source__c: NO_CAMPAIGN,
    });
    expect(NO_CAMPAIGN).toBe('no campaign_no source');
  });

  it('treats empty parameters and empty settings as absent', () => {
    const result = attribution({ crm: { brand: '', branch: 'B' }, path: '/p', search: 'utm_campaign=&gclid=' });
    expect(result).not.toHaveProperty('Brand_SFDC2__c');
    expect(result).not.toHaveProperty('First_UTMCampaign__c');
    expect(result).not.toHaveProperty('First_GoogleClickId__c');
    expect(result.Branch_SFDC2__c).toBe('B');
    expect(result.Marketing_Source__c).toBe(NO_CAMPAIGN);
  });

  it.each(Object.entries(QUERY_FIELDS))('%s comes from %s alone', (field, param) => {
    const result = attribution({ crm: {}, path: '/x', search: new URLSearchParams({ [param]: 'v 1' }) });
    expect(result).toMatchObject({ [field]: 'v 1' });
    expect(Object.keys(result).filter((name) => name in QUERY_FIELDS)).toEqual([field]);
  });

  it.each(Object.entries(CRM_FIELDS))('%s comes from the CRM setting %s alone', (field, setting) => {
    const result = attribution({ crm: { [setting]: 'value' }, path: '/x' });
    expect(result).toMatchObject({ [field]: 'value' });
    expect(Object.keys(result).filter((name) => name in CRM_FIELDS)).toEqual([field]);
  });

  it.each([
    ['', '/a', '/a'],
    ['?', '/a', '/a'],
    ['gclid=1', '/a', '/a'],
    ['?gclid=1&page=2', '/a/b', '/a/b'],
    ['q=a b', '/a', '/a'],
  ])('query %j on %j: Full_Web_Source__c %j, the path alone (spec 01 §3), as Web_Source__c', (search, path, full) => {
    const result = attribution({ crm: {}, path, search });
    expect(result.Web_Source__c).toBe(path);
    expect(result.Full_Web_Source__c).toBe(full);
  });

  it('takes the first value of a repeated parameter', () => {
    expect(attribution({ crm: {}, path: '/', search: 'gclid=a&gclid=b' }).First_GoogleClickId__c).toBe('a');
  });

  it('lead_source is always Web RMI', () => {
    expect(attribution({ crm: CRM, path: '/', search: 'lead_source=other' }).lead_source).toBe('Web RMI');
  });
});
