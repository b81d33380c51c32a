import { labelInNameProblem } from './label-in-name';

describe('labelInNameProblem', () => {
  it.each([
    ['Contact Us at Axos Clearing', 'Contact Us'],
    ['contact  us at Axos Clearing', 'Contact Us'],
    ['LVF dealer program', 'Dealer Program'],
    ['Careers at Axos', 'Careers'],
    ['Make a Payment', '  Make a\nPayment '],
  ])('%j contains %j', (label, text) => {
    expect(labelInNameProblem(label, text)).toBeNull();
  });

  it.each([
    ['Contact Axos Clearing', 'Contact Us'],
    ['Make a loan payment', 'Make a Payment'],
    ['About Axos Fiduciary Services', 'About Us'],
  ])('%j does not contain %j', (label, text) => {
    expect(labelInNameProblem(label, text)).toBe(
      `"${label}" does not contain the link's visible text "${text}": an accessibility label must include what the link shows (WCAG 2.5.3 Label in Name), best at its start, e.g. "${text} …"`,
    );
  });
});
