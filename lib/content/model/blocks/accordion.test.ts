import { AccordionBlock } from './accordion';

describe('Accordion schema', () => {
  it('starts an item closed unless content flags it expanded', () => {
    const block = AccordionBlock.parse({
      type: 'accordion',
      id: 'faq',
      items: [
        { id: 'a', title: 'Is my money insured?', body: 'Yes, up to the FDIC limit.' },
        { id: 'b', title: 'Can I open an account online?', body: 'Yes.', expanded: true },
      ],
    });
    expect(block.items.map((item) => item.expanded)).toEqual([false, true]);
  });

  it('rejects an item without its body, naming the field', () => {
    const result = AccordionBlock.safeParse({ type: 'accordion', id: 'faq', items: [{ id: 'a', title: 'Is my money insured?' }] });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['items.0.body']);
  });
});
