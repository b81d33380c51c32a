/**
 * The general lead form on AXB's /customer-support/, as the lead specs that use it (lead-outbox, lead-forms-send-code)
 * open and fill it, against the AXB export built with `npm run build -- --local-leads` and the same PORT_BASE.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { brandOrigin } from '../../scripts/lib/static-server';

export const GENERAL_ROUTE = '/customer-support/';
export const GENERAL_HEADLINE = 'Ask us to contact you';

/** Opens the page and returns its form, once sure the export sends to this run's receiver. */
export async function openGeneralForm(page: Page, receiverUrl: string): Promise<Locator> {
  await page.goto(`${brandOrigin('AXB')}${GENERAL_ROUTE}`, { waitUntil: 'networkidle' });
  expect(
    await page.content(),
    `The AXB export does not send to ${receiverUrl}: build it with \`npm run build -- --local-leads\` and the same PORT_BASE.`,
  ).toContain(receiverUrl);
  return page.getByRole('form', { name: GENERAL_HEADLINE });
}

/** Fills every field with valid values and ticks the consent box. */
export async function fillGeneralForm(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: GENERAL_HEADLINE });
  await form.getByLabel('First Name', { exact: true }).fill('Ada');
  await form.getByLabel('Last Name', { exact: true }).fill('Lovelace');
  await form.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await form.getByLabel('Phone', { exact: true }).pressSequentially('5551234567');
  await form.getByRole('checkbox').check();
}
