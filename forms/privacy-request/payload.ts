import { attribution, type AttributionFields, type FormContext } from '../attribution';
import { formatUsDate } from '../fields/dates';
import { flag, phoneDigits, record, text } from '../fields/values';
import { asksCorrection, CORRECTED_INFORMATION, INTERACTION_OUTLETS } from './constants';
import type { PrivacyRequestValues } from './schema';

export type PrivacyRequestPayload = AttributionFields & {
  California_Resident: string;
  Categories_of_personal_info: boolean;
  Pieces_of_personal_information: boolean;
  Request_Correction_of_Information: string;
  /** Only when correction is Yes: the items ';'-joined, in the list's order. */
  Corrected_Information?: string;
  Delete_personal_info: string;
  Opt_out_of_sale_of_info: string;
  Current_client: string;
  Currently_Employed_by_Axos_Financial: string;
  Previously_Employed_by_Axos_Financial: string;
  Ever_Applied_for_Employment_with_Axos_Financial: string;
  /** Only when one is ticked: the outlets ';'-joined, in the list's order. */
  Axos_Financial_interaction_outlet?: string;
  First_Name: string;
  Last_Name: string;
  /** MM/DD/YYYY, as every date of the flat forms is sent. */
  DOB: string;
  email: string;
  /** Digits only, as every phone is sent. */
  Telephone: string;
  Street_Address: string;
  City: string;
  State_: string;
  Zip_Code: string;
  Contact_Method: string;
};

/** The ticked values that are in `allowed`, in `allowed`'s order, ';'-joined ('' when none). */
function joinedInOrder(allowed: readonly string[], value: unknown): string {
  const ticked = Array.isArray(value) ? Array.from(value as unknown[]).map(text) : [];
  return allowed.filter((item) => ticked.includes(item)).join(';');
}

/**
 * The privacy request (spec 03 §3, §7 "All other forms": a flat object): the answers as the form holds
 * them, the boxes as booleans, the phone as digits, the date of birth as MM/DD/YYYY, and the hidden
 * attribution fields of every flat spec 03 form. Corrected_Information is sent only when correction
 * is Yes (it is hidden otherwise), and the outlets only when one is ticked.
 */
export function privacyRequestPayload(values: PrivacyRequestValues, context: FormContext): PrivacyRequestPayload {
  const v = record(values);
  const corrected = asksCorrection(v) ? joinedInOrder(CORRECTED_INFORMATION, v.Corrected_Information) : '';
  const outlets = joinedInOrder(INTERACTION_OUTLETS, v.Axos_Financial_interaction_outlet);
  return {
    ...attribution(context),
    California_Resident: text(v.California_Resident),
    Categories_of_personal_info: flag(v.Categories_of_personal_info),
    Pieces_of_personal_information: flag(v.Pieces_of_personal_information),
    Request_Correction_of_Information: text(v.Request_Correction_of_Information),
    ...(corrected === '' ? {} : { Corrected_Information: corrected }),
    Delete_personal_info: text(v.Delete_personal_info),
    Opt_out_of_sale_of_info: text(v.Opt_out_of_sale_of_info),
    Current_client: text(v.Current_client),
    Currently_Employed_by_Axos_Financial: text(v.Currently_Employed_by_Axos_Financial),
    Previously_Employed_by_Axos_Financial: text(v.Previously_Employed_by_Axos_Financial),
    Ever_Applied_for_Employment_with_Axos_Financial: text(v.Ever_Applied_for_Employment_with_Axos_Financial),
    ...(outlets === '' ? {} : { Axos_Financial_interaction_outlet: outlets }),
    First_Name: text(v.First_Name),
    Last_Name: text(v.Last_Name),
    DOB: formatUsDate(text(v.DOB)),
    email: text(v.email),
    Telephone: phoneDigits(v.Telephone),
    Street_Address: text(v.Street_Address),
    City: text(v.City),
    State_: text(v.State_),
    Zip_Code: text(v.Zip_Code),
    Contact_Method: text(v.Contact_Method),
  };
}
