/** The form's lists, limits and texts that its fields and payload share with its schema (no yup here: the page loads these with the form, the schema later). */

/** The labels, which also name the fields in their 'X is required' messages (spec 03 §5). */
export const BROKER_LABELS = {
  Loan_Purpose__c: 'Loan Purpose',
  Base_Loan_Amount__c: 'Base Loan Amount',
  Appraised_Value__c: 'Property Value',
  Cash_Out_Amount__c: 'Cash Out Amount',
  Interest_Only__c: 'Interest Only',
  Self_Employed__c: 'Self Employed',
  Pledged_Assets__c: 'Pledged Assets',
  Cross_Collateralization__c: 'Cross Collateralization',
  Representative_FICO__c: 'Representative FICO',
  Months_Reserves__c: 'Months of Reserves',
  Underwriting_Document_Type__c: 'Documentation Type',
  Debt_To_Income_Ratio__c: 'DSCR Ratio',
  Citizenship__c: 'Citizenship',
  Mortgage_Lates_12: 'Mortgage Lates in the Last 12 Months',
  Mortgage_Lates_24: 'Mortgage Lates in the Last 24 Months',
  HousingEventType__c: 'Housing Event',
  housingEventSeasoning__c: 'Time Since Housing Event',
  bankruptcyType__c: 'Bankruptcy',
  bankruptcySeasoning__c: 'Time Since Bankruptcy',
  Number_of_Properties_Financed__c: '# of Properties Financed',
  Zip__c: 'Property Zip Code',
  Property_Type__c: 'Property Type',
  Occupance__c: 'Occupancy',
  Units__c: 'Number of Units',
  Prepayment_Penalty__c: 'Prepayment Penalty',
  Broker_Compensation__c: 'Broker Compensation',
  NMLS__c: 'NMLS ID',
  Email_Address__c: 'Email',
  Cell_Phone__c: 'Cell Phone',
} as const;

export const DSCR_MAX = 10;

export const NMLS_MAX = 15;

export const PROPERTIES_MAX = 100;

export const RESERVES_MAX = 100;

/** A plain decimal number with at most `decimals` digits after the point, or NaN. */
export function plainNumber(value: string, decimals: number): number {
  const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^(\\d+(\\.\\d{0,${decimals}})?|\\.\\d{1,${decimals}})$`);
  return pattern.test(value) ? Number(value) : Number.NaN;
}
