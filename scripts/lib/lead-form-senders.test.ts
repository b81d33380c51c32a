import type { BrandContent } from '../../lib/content';
import { leadFormsWithoutSender, NO_SENDER_MESSAGE } from './lead-form-senders';

const form = (submit?: unknown) => ({ type: 'leadForm', id: 'f', form: 'general', ...(submit !== undefined && { submit }) });
const content = (blocks: unknown[]) =>
  ({ pages: [{ route: '/contact/', slug: ['contact'], file: 'content/AXB/pages/contact.json', page: { blocks } }] }) as unknown as BrandContent;

describe('leadFormsWithoutSender', () => {
  it('names each lead form without a handler or with the log handler, by file and JSON path', () => {
    const problems = leadFormsWithoutSender(
      content([
        { type: 'hero' },
        form(),
        form({ handler: 'log' }),
        { type: 'setContainer', items: [form({ handler: 'log' })] },
        form({ handler: 'relay', url: '{leadReceiverUrl}' }),
      ]),
    );
    expect(problems).toEqual([
      { file: 'content/AXB/pages/contact.json', path: 'blocks[1]', message: NO_SENDER_MESSAGE },
      { file: 'content/AXB/pages/contact.json', path: 'blocks[2].submit.handler', message: NO_SENDER_MESSAGE },
      { file: 'content/AXB/pages/contact.json', path: 'blocks[3].items[0].submit.handler', message: NO_SENDER_MESSAGE },
    ]);
  });

  it('has nothing to say of forms that send', () => {
    expect(leadFormsWithoutSender(content([form({ handler: 'webhook', url: 'https://leads.axosbank.com/leads' })]))).toEqual([]);
  });
});
