/**
 * The two annuity formulas the loan calculators share (spreadsheet PMT and PV, payments at the
 * end of each month), with the zero-rate case handled explicitly because the closed forms
 * divide by the rate.
 *
 *   payment       = P × r / (1 − (1 + r)^−n)     (r = annual rate / 12, n = months)
 *   present value = M × (1 − (1 + r)^−n) / r
 *   with r = 0:     payment = P / n, present value = M × n
 */

/** Monthly payment that repays `principal` over `months` at `annualRatePercent` (PMT). */
export function monthlyPayment(principal: number, annualRatePercent: number, months: number): number {
  if (months <= 0 || principal <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  const discount = discountOf(r, months);
  if (r === 0 || discount === 0) return principal / months;
  return (principal * r) / discount;
}

/** The loan amount a monthly payment repays over `months` at `annualRatePercent` (PV). */
export function presentValue(payment: number, annualRatePercent: number, months: number): number {
  if (months <= 0 || payment <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  const discount = discountOf(r, months);
  if (r === 0 || discount === 0) return payment * months;
  return (payment * discount) / r;
}

/**
 * 1 − (1 + r)^−n, computed as −expm1(−n × log1p(r)) so that a tiny rate keeps its precision
 * instead of cancelling out against 1 (which gave 0 / 0 or answers off by a relative 1e-4).
 */
function discountOf(r: number, months: number): number {
  return -Math.expm1(-months * Math.log1p(r));
}
