/**
 * The broker scenario's front door (spec 03 §3 "Broker scenario"): its id, its NMLS lookup service and
 * its option lists (Enumerations). The spec gives a few values of each list and not the lists, so the
 * lists are the page's content (the leadForm block's `options`, which the content check holds to the
 * values each list must offer); the lists below are offered where the page sets none, and are what the
 * tests use (forms/README.md gives the reasons). The values the reveal rules and defaults name are
 * exact (spec 03 §3, §4).
 */
import type { FieldOption } from '../engine/types';
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

/** A list's option as content gives it. */
export type BrokerOption = { value: string; label: string };

export type BrokerListName = keyof typeof manifest.options;
export type BrokerOptions = Readonly<Record<BrokerListName, readonly BrokerOption[]>>;

export const BROKER_LIST_NAMES = Object.keys(manifest.options) as BrokerListName[];

const list = (...pairs: [string, string][]): BrokerOption[] => pairs.map(([value, label]) => ({ value, label }));

/** The lists offered where the page sets none (content/AXB/pages/partners/wholesale-lending.json spells them all out). */
export const DEFAULT_BROKER_OPTIONS: BrokerOptions = {
  loanPurpose: list(['Purchase', 'Purchase'], ['RefiRateTerm', 'Rate/Term Refinance'], [REFI_CASHOUT, 'Cash-Out Refinance']),
  creditScore: list(
    ['780+', '780+'],
    ['760-779', '760-779'],
    ['740-759', '740-759'],
    ['720-739', '720-739'],
    ['700-719', '700-719'],
    ['680-699', '680-699'],
    ['660-679', '660-679'],
    ['640-659', '640-659'],
    ['620-639', '620-639'],
    ['Below620', 'Below 620'],
  ),
  documentType: list(
    ['FullDoc', 'Full Documentation'],
    ['BankStatement12', '12-Month Bank Statements'],
    ['BankStatement24', '24-Month Bank Statements'],
    ['AssetUtilization', 'Asset Utilization'],
    ['Form1099', '1099 Income'],
    [INVESTOR_DSCR, 'Investor DSCR'],
  ),
  citizenship: list(
    ['USCitizen', 'U.S. Citizen'],
    ['PermanentResident', 'Permanent Resident'],
    ['NonPermanentResident', 'Non-Permanent Resident'],
    ['ForeignNational', 'Foreign National'],
  ),
  mortgageLates: list([NO_LATES, '0x30'], ['1x30', '1x30'], ['2x30', '2x30'], ['3x30+', '3x30+']),
  housingEvent: list(
    [NONE, 'None'],
    ['Foreclosure', 'Foreclosure'],
    ['ShortSale', 'Short Sale'],
    ['DeedInLieu', 'Deed in Lieu'],
    ['LoanModification', 'Loan Modification'],
  ),
  seasoning: list(
    ['LessThan12Months', 'Less than 12 months'],
    ['12To23Months', '12 to 23 months'],
    ['24To35Months', '24 to 35 months'],
    ['36To47Months', '36 to 47 months'],
    ['48MonthsOrMore', '48 months or more'],
  ),
  bankruptcy: list([NONE, 'None'], ['Chapter7', 'Chapter 7'], ['Chapter11', 'Chapter 11'], ['Chapter13', 'Chapter 13']),
  propertyType: list(
    [SINGLE_FAMILY, 'Single Family'],
    ['Condo', 'Condominium'],
    ['Townhouse', 'Townhouse'],
    ['PUD', 'Planned Unit Development'],
    ['TwoToFourUnits', '2-4 Units'],
  ),
  occupancy: list(['PrimaryResidence', 'Primary Residence'], ['SecondHome', 'Second Home'], [INVESTMENT_PROPERTY, 'Investment Property']),
  units: list([ONE_UNIT, '1 Unit'], ['TwoUnits', '2 Units'], ['ThreeUnits', '3 Units'], ['FourUnits', '4 Units']),
  prepaymentPenalty: list(
    [NONE, 'None'],
    ['OneYear', '1 Year'],
    ['TwoYears', '2 Years'],
    ['ThreeYears', '3 Years'],
    ['FourYears', '4 Years'],
    ['FiveYears', '5 Years'],
  ),
  compensation: list(['BorrowerPaid', 'Borrower-Paid'], ['LenderPaid', 'Lender-Paid']),
};

/** The page's lists over the defaults: a list the page sets replaces the default one; unknown names are ignored. */
export function brokerOptions(fromPage: Readonly<Record<string, readonly BrokerOption[]>> | undefined): BrokerOptions {
  const merged: Record<BrokerListName, readonly BrokerOption[]> = { ...DEFAULT_BROKER_OPTIONS };
  for (const name of BROKER_LIST_NAMES) {
    const given = fromPage?.[name];
    if (given !== undefined && given.length > 0) merged[name] = given;
  }
  return merged;
}

/** A list's values, for the schema's one-of rules. */
export function valuesOf(options: readonly BrokerOption[]): string[] {
  return options.map((option) => option.value);
}

/** A list as the select shows it. */
export function fieldOptions(options: readonly BrokerOption[]): FieldOption[] {
  return options.map(({ value, label }) => ({ value, label }));
}
