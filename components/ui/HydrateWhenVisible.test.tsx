import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HydrateWhenVisible, nearViewport } from './HydrateWhenVisible';

/** The browser's IntersectionObserver as far as the component uses it: the test says when the element is near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The element scrolls within reach. */
  come(near: boolean) {
    this.callback([{ isIntersecting: near }]);
  }
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}

function Page({ anchor }: { anchor: string }) {
  return (
    <section id={anchor}>
      <h2>Calculator</h2>
      <HydrateWhenVisible anchor={anchor}>
        <Counter />
      </HydrateWhenVisible>
    </section>
  );
}

/** The page's HTML as prerendered, in the document, then hydrated as the browser would. */
async function hydrate(anchor: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page anchor={anchor} />);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <Page anchor={anchor} />);
  });
  return container;
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('HydrateWhenVisible', () => {
  it('keeps the prerendered leaf on screen but inert while it is far from the viewport', async () => {
    await hydrate('far-away');
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    await act(async () => button.click());
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBe(button);
  });

  it('hydrates the leaf once it comes near the viewport', async () => {
    await hydrate('scrolled-to');
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.observed.map((element) => element.id)).toEqual(['scrolled-to']);
    await act(async () => observer?.come(false));
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();

    await act(async () => observer?.come(true));
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBeInTheDocument();
    expect(observer?.disconnected).toBe(true);
  });

  it('hydrates the leaf as soon as the visitor focuses something in it, wherever it is', async () => {
    await hydrate('focused');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    expect(nearViewport('focused', document)).toMatchObject({ status: 'fulfilled' });
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBeInTheDocument();
  });

  it('hydrates the leaf when something in it changes without focus, as a browser autofill does', async () => {
    await hydrate('autofilled');
    expect(nearViewport('autofilled', document)).not.toMatchObject({ status: 'fulfilled' });
    await act(async () => screen.getByRole('button').dispatchEvent(new Event('input', { bubbles: true })));
    expect(nearViewport('autofilled', document)).toMatchObject({ status: 'fulfilled' });
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBeInTheDocument();
  });

  it('renders at once when the leaf is rendered on the client, not hydrated from the page', () => {
    render(
      <HydrateWhenVisible anchor="not-in-the-page">
        <Counter />
      </HydrateWhenVisible>,
    );
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
  });

  it('waits for nothing in a browser without IntersectionObserver', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    const section = document.createElement('section');
    section.id = 'old-browser';
    document.body.append(section);
    expect(nearViewport('old-browser', document)).toMatchObject({ status: 'fulfilled' });
  });

  it('gives every render of one anchor the same promise', () => {
    const section = document.createElement('section');
    section.id = 'same';
    document.body.append(section);
    expect(nearViewport('same', document)).toBe(nearViewport('same', document));
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
  });
});
