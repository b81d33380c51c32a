import { renderFailures } from '@/lib/content/render-failures';
import { formatProblem } from '@/lib/content';

const pages = [
  { route: '/', file: 'content/AXB/pages/index.json' },
  { route: '/personal/', file: 'content/AXB/pages/personal.json' },
];

describe('a page that fails to render during export is named by its content file', () => {
  it("reads next build's output: the route Next names, then the error it prints", () => {
    const output = [
      '   Generating static pages using 2 workers (0/40) ...',
      'Error occurred prerendering page "/personal". Read more: https://nextjs.org/docs/messages/prerender-error',
      'RangeError: Maximum call stack size exceeded',
      '    at renderElement (node_modules/react-dom/cjs/react-dom-server.node.production.js:1:1)',
      'Error occurred prerendering page "/404". Read more: https://nextjs.org/docs/messages/prerender-error',
      'Error: The header has no logo',
      'Export encountered an error on /[[...slug]]/page: /personal, exiting the build.',
    ].join('\n');
    expect(renderFailures(output, pages, 'content/AXB/site.json').map(formatProblem)).toEqual([
      'content/AXB/pages/personal.json: (root): Could not be rendered (page /personal/): Maximum call stack size exceeded',
      'content/AXB/site.json: (root): Could not be rendered (page /404/): The header has no logo',
    ]);
  });

  it('names nothing when every page rendered', () => {
    expect(renderFailures('   Generating static pages (40/40)\n', pages, 'content/AXB/site.json')).toEqual([]);
  });
});
