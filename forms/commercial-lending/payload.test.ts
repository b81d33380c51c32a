import { BARE_ATTRIBUTION, CONTEXT, CONTEXT_ATTRIBUTION } from '../test-helpers';
import { commercialLendingPayload } from './payload';
import type { CommercialLendingValues } from './schema';

/** Every field filled, as a visitor on the bridge page could (other pages' fields left over included). */
const values: CommercialLendingValues = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  General_Business_Phone_SFDC2__c: '555-123-4567',
  Business_Name__c: 'Lovelace Logistics',
  Company_NMLS_ID__c: '1234567',
  Annual_Gross_Revenue__c: '$10MM-$20MM',
  Time_in_Business__c: '2-5 Years in Business',
  Lead_Type__c: 'Broker',
  Type_of_Equipment_Finance__c: 'Healthcare',
  Asset_Class__c: 'Multifamily',
  Loan__c: 'Construction',
  Requested_loan_amount_and_leverage__c: '$12MM at 70% LTC',
  Property_Zip__c: '92101',
};
const always = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  General_Business_Phone_SFDC2__c: '5551234567',
  Annual_Gross_Revenue__c: '$10MM-$20MM',
  Time_in_Business__c: '2-5 Years in Business',
  Lead_Type__c: 'Broker',
};
const optional = { Company_NMLS_ID__c: '1234567', Business_Name__c: 'Lovelace Logistics', Property_Zip__c: '92101' };
const none = { Business_Name__c: '', Company_NMLS_ID__c: '', Property_Zip__c: '' };

const at = (path: string) => ({ crm: {}, path });
const sources = (path: string) => ({ ...BARE_ATTRIBUTION, Web_Source__c: path, Full_Web_Source__c: path });

const EQUIPMENT = '/commercial/lending/equipment-finance/';
const WAREHOUSE = '/commercial/lending/residential-warehouse-lending/';
const BRIDGE = '/commercial/lending/bridge-and-construction-lending/';

describe('commercialLendingPayload: the fields of its page only', () => {
  it.each([
    ['equipment page: the equipment type', EQUIPMENT, values, { ...sources(EQUIPMENT), ...always, ...optional, Type_of_Equipment_Finance__c: 'Healthcare' }],
    [
      'warehouse page: asset class and requested amount',
      WAREHOUSE,
      values,
      { ...sources(WAREHOUSE), ...always, ...optional, Asset_Class__c: 'Multifamily', Requested_loan_amount_and_leverage__c: '$12MM at 70% LTC' },
    ],
    [
      'bridge page: asset class, loan purpose and requested amount',
      BRIDGE,
      values,
      {
        ...sources(BRIDGE),
        ...always,
        ...optional,
        Asset_Class__c: 'Multifamily',
        Loan__c: 'Construction',
        Requested_loan_amount_and_leverage__c: '$12MM at 70% LTC',
      },
    ],
    [
      'bridge page: Mixed-Use is sent',
      BRIDGE,
      { ...values, Asset_Class__c: 'Mixed-Use' },
      {
        ...sources(BRIDGE),
        ...always,
        ...optional,
        Asset_Class__c: 'Mixed-Use',
        Loan__c: 'Construction',
        Requested_loan_amount_and_leverage__c: '$12MM at 70% LTC',
      },
    ],
    [
      'warehouse page: Mixed-Use, not offered there, is not sent',
      WAREHOUSE,
      { ...values, Asset_Class__c: 'Mixed-Use' },
      { ...sources(WAREHOUSE), ...always, ...optional, Requested_loan_amount_and_leverage__c: '$12MM at 70% LTC' },
    ],
    [
      'the path without its trailing slash',
      '/commercial/lending/equipment-finance',
      values,
      { ...sources('/commercial/lending/equipment-finance'), ...always, ...optional, Type_of_Equipment_Finance__c: 'Healthcare' },
    ],
    ['another page: the fields every page has', '/commercial/lending/', values, { ...sources('/commercial/lending/'), ...always, ...optional }],
    ['optional fields left empty are left out', EQUIPMENT, { ...values, ...none, Type_of_Equipment_Finance__c: '' }, { ...sources(EQUIPMENT), ...always }],
    [
      'bridge page with only the required fields',
      BRIDGE,
      { ...values, ...none, Asset_Class__c: '', Loan__c: '', Requested_loan_amount_and_leverage__c: '' },
      { ...sources(BRIDGE), ...always },
    ],
    [
      'values trimmed, phone as digits',
      WAREHOUSE,
      {
        ...values,
        ...none,
        first_name: ' Ada ',
        General_Business_Phone_SFDC2__c: '5551234567',
        Asset_Class__c: '',
        Requested_loan_amount_and_leverage__c: ' $5MM ',
      },
      { ...sources(WAREHOUSE), ...always, Requested_loan_amount_and_leverage__c: '$5MM' },
    ],
  ])('%s', (_case, path, input, payload) => {
    expect(commercialLendingPayload(input, at(path))).toStrictEqual(payload);
  });

  it('carries the page attribution', () => {
    expect(commercialLendingPayload({ ...values, ...none }, CONTEXT)).toStrictEqual({ ...CONTEXT_ATTRIBUTION, ...always });
  });
});
