// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formsDoc, README_TABLE_END, README_TABLE_START, routeOf, withFormsTable } from './forms-table';

describe('docs/forms.md, the table of forms', () => {
  it('replaces only what stands between the markers, and says so when they are missing', () => {
    const readme = `# Title\n\n${README_TABLE_START}\n| old |\n${README_TABLE_END}\n\nAfter.\n`;
    expect(withFormsTable(readme, ['| a |', '| b |'])).toBe(`# Title\n\n${README_TABLE_START}\n| a |\n| b |\n${README_TABLE_END}\n\nAfter.\n`);
    expect(() => withFormsTable('# No table\n', ['| a |'])).toThrow(/README.md has no/);
  });

  it('gives each form the brands and routes of the pages whose leadForm block names it, wherever the block sits', () => {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-table-'));
    const page = (brand: string, file: string, blocks: unknown[]) => {
      fs.mkdirSync(path.dirname(path.join(content, brand, 'pages', file)), { recursive: true });
      fs.writeFileSync(path.join(content, brand, 'site.json'), '{}');
      fs.writeFileSync(path.join(content, brand, 'pages', file), JSON.stringify({ title: 't', blocks }));
    };
    page('AXB', 'index.json', [{ type: 'leadForm', id: 'a', form: 'general' }]);
    page('AXB', 'help/contact.json', [{ type: 'tabs', tabs: [{ blocks: [{ type: 'leadForm', id: 'b', form: 'general' }] }] }]);
    page('LVF', 'contact-us.json', [
      { type: 'leadForm', id: 'c', form: 'general' },
      { type: 'leadForm', id: 'd', form: 'callback' },
    ]);
    const manifests = [
      { id: 'general', title: 'General lead', settings: ['consentText'] },
      { id: 'callback', title: 'Callback | slots', services: ['rateWatch'], options: { creditScore: ['700'] } },
      { id: 'company', title: 'Company lead' },
    ];
    expect(
      formsDoc(content, manifests)
        .split('\n')
        .filter((line) => line.startsWith('| `')),
    ).toEqual([
      '| `general` | General lead | `settings.consentText` | AXB, LVF | AXB /, AXB /help/contact/, LVF /contact-us/ |',
      '| `callback` | Callback \\| slots | `services.rateWatch`, `options` it may replace: creditScore | LVF | /contact-us/ |',
      '| `company` | Company lead |  | (none) | (no page) |',
    ]);
  });

  it.each([
    ['index.json', '/'],
    ['invest.json', '/invest/'],
    [path.join('commercial', 'lending', 'equipment-finance.json'), '/commercial/lending/equipment-finance/'],
    [path.join('about', 'index.json'), '/about/'],
  ])('the route of pages/%s is %s', (file, route) => {
    expect(routeOf(file)).toBe(route);
  });
});
