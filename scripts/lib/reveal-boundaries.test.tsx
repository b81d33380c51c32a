import { act, type ReactNode, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { fireEvent, screen } from '@testing-library/react';
import { revealBoundaries } from './reveal-boundaries';

/** A form that shows what was typed into it, so a test can see that React has taken it over. */
function Form({ name }: { name: string }) {
  const [typed, setTyped] = useState('');
  return (
    <form aria-label={name}>
      {Array.from({ length: 20 }, (_, index) => (
        <p key={index}>A sentence of the form that makes it larger than React's 500 bytes.</p>
      ))}
      <input aria-label={`${name} name`} value={typed} onChange={(event) => setTyped(event.target.value)} />
      <output aria-label={`${name} typed`}>{typed}</output>
    </form>
  );
}

/**
 * A page as Next prerenders one: more than React's progressive chunk (12,800 bytes) above the
 * forms, then each form in a Suspense boundary, so that React writes it at the end and moves it into
 * place from a script.
 */
function Page({ forms, fallback = null }: { forms: string[]; fallback?: ReactNode }) {
  const filler = 'A paragraph of the page above the form, long enough to fill the shell. '.repeat(4);
  return (
    <main>
      {Array.from({ length: 60 }, (_, index) => (
        <p key={index}>{filler}</p>
      ))}
      {forms.map((name) => (
        <section key={name}>
          <Suspense fallback={fallback}>
            <Form name={name} />
          </Suspense>
          <p>{`The disclosure below ${name}.`}</p>
        </section>
      ))}
    </main>
  );
}

async function prerender(page: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(page);
  return text(prelude);
}

const before = (html: string, first: string, second: string) => html.indexOf(first) > -1 && html.indexOf(first) < html.indexOf(second);

describe('revealBoundaries', () => {
  it('puts a form React writes at the end of the page, after what follows it, in its place', async () => {
    const exported = await prerender(<Page forms={['Vendor form']} />);
    // The premise: React did move the form out of its place and puts it back from a script.
    expect(exported).toContain('$RC("B:0","S:0")');
    expect(before(exported, 'The disclosure below Vendor form.', 'aria-label="Vendor form"')).toBe(true);

    const { html, problems } = revealBoundaries(exported);
    expect(problems).toEqual([]);
    expect(before(html, 'aria-label="Vendor form"', 'The disclosure below Vendor form.')).toBe(true);
    expect(html).toMatch(/<!--\$--><form aria-label="Vendor form">.*<\/form><!--\/\$--><p>The disclosure below Vendor form.<\/p>/);
    // Nothing is left to hide it, move it or define the functions that would.
    expect(html).not.toMatch(/<div hidden="?"? id="S:|<template id="B:|\$RC|\$RV|\$RB|<!--\$\?-->/);
    expect(html.match(/<form /g)).toHaveLength(1);
  });

  it("leaves the page's other scripts as they were", async () => {
    const exported = await prerender(
      <>
        <Page forms={['Vendor form']} />
        <script src="/_next/static/chunks/main.js" async />
        <script>{'self.__next_f=[]'}</script>
      </>,
    );
    const { html } = revealBoundaries(exported);
    expect(html).toContain('<script src="/_next/static/chunks/main.js" async=""></script>');
    expect(html).toContain('<script>self.__next_f=[]</script>');
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('puts several in place, each where it belongs', async () => {
    const exported = await prerender(<Page forms={['First form', 'Second form', 'Third form']} />);
    expect(exported.match(/\$RC\(/g)).toHaveLength(3);
    const { html, problems } = revealBoundaries(exported);
    expect(problems).toEqual([]);
    expect(before(html, 'aria-label="First form"', 'The disclosure below First form.')).toBe(true);
    expect(before(html, 'The disclosure below First form.', 'aria-label="Second form"')).toBe(true);
    expect(before(html, 'aria-label="Second form"', 'The disclosure below Second form.')).toBe(true);
    expect(before(html, 'aria-label="Third form"', 'The disclosure below Third form.')).toBe(true);
    expect(html).not.toMatch(/\$R[BCV]|<script/);
  });

  it("replaces a boundary's fallback, as React's script would", async () => {
    const exported = await prerender(<Page forms={['Vendor form']} fallback={<p>Loading the form…</p>} />);
    // React writes a complete boundary's fallback only when it outlines it.
    expect(exported).toContain('Loading the form…');
    const { html, problems } = revealBoundaries(exported);
    expect(problems).toEqual([]);
    expect(html).not.toContain('Loading the form…');
    expect(before(html, 'aria-label="Vendor form"', 'The disclosure below Vendor form.')).toBe(true);
  });

  it('leaves a page without such a boundary as it was, byte for byte', async () => {
    const page = await prerender(
      <main>
        <Suspense fallback={null}>
          <p>A short boundary React writes in place.</p>
        </Suspense>
        <script>{'self.__next_f=[]'}</script>
      </main>,
    );
    expect(page).not.toContain('$RC(');
    expect(revealBoundaries(page)).toEqual({ html: page, problems: [] });
  });

  it("takes React's words in the page's text for text: only a script moves a boundary", () => {
    const page = '<main><!--$?--><template id="B:0"></template><!--/$--><p>$RC("B:0","S:0")</p></main><div hidden id="S:0"><p>Hidden</p></div>';
    expect(revealBoundaries(page)).toEqual({ html: page, problems: [] });
  });

  it('names what it cannot put in place, and leaves that to the script', () => {
    const page = '<main><p>No placeholder here</p></main><div hidden id="S:0"><form></form></div><script>$RC("B:0","S:0")</script>';
    expect(revealBoundaries(page)).toEqual({
      html: page,
      problems: [`React's Suspense boundary B:0 could not be put in place when the page was built: its elements "B:0" and "S:0" are not both in the page`],
    });
  });

  it('names a boundary React shows only once its stylesheets load, which the build cannot place', () => {
    const page =
      '<main><!--$?--><template id="B:0"></template><!--/$--></main><div hidden id="S:0"><p>Styled</p></div><script>$RR("B:0","S:0",[["/late.css"]])</script>';
    expect(revealBoundaries(page)).toEqual({
      html: page,
      problems: [
        "React's Suspense boundary B:0 is shown by a script once its stylesheets load, which the build cannot do for it: give the page its stylesheets in <head>",
      ],
    });
  });

  it('refuses boundaries inside one another rather than guess, leaving the page to the script', () => {
    const page = [
      '<main><!--$?--><template id="B:0"></template><!--/$--></main>',
      '<div hidden id="S:0"><p>Outer</p><!--$?--><template id="B:1"></template><!--/$--></div>',
      '<div hidden id="S:1"><p>Inner</p></div>',
      '<script>$RC("B:0","S:0");$RC("B:1","S:1")</script>',
    ].join('');
    expect(revealBoundaries(page)).toEqual({
      html: page,
      problems: ["React's Suspense boundaries are nested; the build puts only separate ones in place"],
    });
  });

  it('gives React the page it would have hydrated after its script ran: same elements, no mismatch, then typing works', async () => {
    const { html } = revealBoundaries(await prerender(<Page forms={['Vendor form']} />));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const form = screen.getByRole('form', { name: 'Vendor form' });
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page forms={['Vendor form']} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // React took over the server's elements rather than replacing them.
    expect(screen.getByRole('form', { name: 'Vendor form' })).toBe(form);
    fireEvent.change(screen.getByRole('textbox', { name: 'Vendor form name' }), { target: { value: 'Acme' } });
    expect(screen.getByRole('status', { name: 'Vendor form typed' })).toHaveTextContent('Acme');
    container.remove();
  });
});
