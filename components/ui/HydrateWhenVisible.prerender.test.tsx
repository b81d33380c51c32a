// @vitest-environment node
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { HydrateWhenVisible } from './HydrateWhenVisible';

/**
 * A page as Next prerenders it: a shell larger than React's progressive chunk (12,800 bytes), then
 * a form large enough (over 500 bytes) that React writes it at the end of the document and reveals
 * it from a script. Checks that the first paint waits for the form (the cause of CLS 0.172 on the
 * vendor questionnaire): a render-blocking rel=expect link in <head> names an element that is parsed
 * before the script that reveals the form.
 */
async function prerenderPage(): Promise<string> {
  const filler = 'A paragraph of the page above the form, long enough to fill the shell. '.repeat(4);
  const fields = Array.from({ length: 20 }, (_, index) => (
    <label key={index}>
      Field {index} <input name={`field${index}`} />
    </label>
  ));
  const { prelude } = await prerenderToNodeStream(
    <html lang="en">
      <head>
        <title>Vendor questionnaire</title>
      </head>
      <body>
        {Array.from({ length: 60 }, (_, index) => (
          <p key={index}>{filler}</p>
        ))}
        <section id="vendor-form">
          <HydrateWhenVisible anchor="vendor-form">
            <form aria-label="Tell us about your company">{fields}</form>
          </HydrateWhenVisible>
          <p>The disclosure below the form.</p>
        </section>
      </body>
    </html>,
  );
  return text(prelude);
}

describe('HydrateWhenVisible in a prerendered page', () => {
  it('holds the first paint until the form React moves to the end of the page is parsed', async () => {
    const html = await prerenderPage();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#vendor-form-parsed" blocking="render"/>');

    // The premise: React did move the form out of its place and reveals it from a script.
    const reveal = html.indexOf('$RC(');
    expect(reveal).toBeGreaterThan(-1);
    expect(html.indexOf('<form')).toBeGreaterThan(html.indexOf('The disclosure below the form.'));
    // The marker is parsed before that script runs, so the first frame already shows the form.
    const marker = html.indexOf('id="vendor-form-parsed"');
    expect(marker).toBeGreaterThan(html.indexOf('</form>'));
    expect(marker).toBeLessThan(reveal);
  });
});
