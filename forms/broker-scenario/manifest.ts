/**
 * The broker scenario's front door (spec 03 §3 "Broker scenario"): its id, its NMLS lookup service and
 * its option lists. The spec gives a few values of each list and not the lists, so the lists are the
 * page's content (the leadForm block's `options`); options.ts has the lists offered where the page sets
 * none. The values below are those the reveal rules and defaults name, exact (spec 03 §3, §4).
 */
import { defineManifest } from '../form-manifest';

export const REFI_CASHOUT = 'RefiCashout';
export const INVESTOR_DSCR = 'InvestorDscr';
export const SINGLE_FAMILY = 'SingleFamily';
export const INVESTMENT_PROPERTY = 'InvestmentProperty';
export const ONE_UNIT = 'OneUnit';
export const NONE = 'None';
export const NO_LATES = '0x30';
export const NOT_APPLICABLE = 'NotApplicable';

export const manifest = defineManifest({
  id: 'brokerScenario',
  title: 'Broker scenario: loan details, property information, broker information with an NMLS lookup (spec 03)',
  // The NMLS lookup (spec 03 §7: its answer carries body.data.records), asked with GET <url>?id=<NMLS ID>.
  services: ['nmlsLookup'],
  // Each list with the values it must offer: the reveal rules' triggers and the defaults. The seasoning
  // list is the time since an event that happened, so NotApplicable (the value of a hidden seasoning) is
  // not one of its choices.
  options: {
    loanPurpose: [REFI_CASHOUT],
    creditScore: [],
    documentType: [INVESTOR_DSCR],
    citizenship: [],
    mortgageLates: [NO_LATES],
    housingEvent: [NONE],
    seasoning: [],
    bankruptcy: [NONE],
    propertyType: [SINGLE_FAMILY],
    occupancy: [INVESTMENT_PROPERTY],
    units: [ONE_UNIT],
    prepaymentPenalty: [NONE],
    compensation: [],
  },
});
