import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { phoneDigits, record, text } from '../fields/values';
import { PURCHASE, REFINANCE } from './codes';
import { amountOf } from './constants';

/** The quote's criteria: what the Apply Filters form adjusts. */
type QuoteCriteria = {
  loanPurpose: number;
  propertyType: number;
  occupancy: number;
  salesPrice: number;
  downPayment: number;
  appraisedValue: number;
  mortgageBalance: number;
  cashOut: number;
  creditScore: number;
  zipCode: string;
};

export type QuotePayload = AttributionFields &
  QuoteCriteria & {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
  };

/** A code as the number it stands for (1 Purchase, 740...); 0 when it is not one. */
function code(value: unknown): number {
  const number = Number(text(value));
  return Number.isInteger(number) && number > 0 ? number : 0;
}

/** An amount as a number; 0 when empty or not an amount (a hidden field is zeroed, spec 03 §4). */
function money(value: unknown): number {
  const amount = amountOf(text(value));
  return Number.isFinite(amount) && amount >= 0 ? amount : 0;
}

/**
 * The quote's criteria (spec 03 §3): codes as numbers, amounts in dollars. Purchase sends the price and
 * down payment and zeroes the refinance fields; Refinance does the reverse (spec 03 §4). The zip is
 * sent as its five digits, a string, so a leading zero (02134) survives.
 */
function quoteCriteria(values: unknown): QuoteCriteria {
  const v = record(values);
  const purpose = text(v.loanPurpose);
  const purchase = purpose === PURCHASE;
  const refinance = purpose === REFINANCE;
  return {
    loanPurpose: code(v.loanPurpose),
    propertyType: code(v.propertyType),
    occupancy: code(v.occupancy),
    salesPrice: purchase ? money(v.salesPrice) : 0,
    downPayment: purchase ? money(v.downPayment) : 0,
    appraisedValue: refinance ? money(v.appraisedValue) : 0,
    mortgageBalance: refinance ? money(v.mortgageBalance) : 0,
    cashOut: refinance ? money(v.cashOut) : 0,
    creditScore: code(v.creditScore),
    zipCode: text(v.zipCode),
  };
}

/**
 * The quote's payload (spec 03 §3, §7): a flat object of the quote's fields, named as spelled, with the
 * spec 01 attribution fields every flat lead form carries (the quote is a lead to the page's submit
 * handler). The down payment's percent is the field's helper, not sent. Phone as digits.
 */
export function quotePayload(values: unknown, context: FormContext): QuotePayload {
  const v = record(values);
  return {
    ...attribution(context),
    ...quoteCriteria(v),
    firstName: text(v.firstName),
    lastName: text(v.lastName),
    email: text(v.email),
    phone: phoneDigits(v.phone),
  };
}
