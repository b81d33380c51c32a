import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Disclosure } from './Disclosure';

/** A page with a Sign In menu between other controls, as the header puts it. */
function Page({ kind = 'menu' as 'menu' | 'section', opensOnHover = false }) {
  return (
    <>
      <a href="#before">Before</a>
      <Disclosure kind={kind} opensOnHover={opensOnHover} label="Sign In">
        <p>Choose where to sign in</p>
        <ul>
          <li>
            <a href="#personal">Personal</a>
          </li>
          <li>
            <a href="#business">Business</a>
          </li>
        </ul>
      </Disclosure>
      <p>Some page text</p>
      <a href="#after">After</a>
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Sign In' });
const isOpen = () => trigger().getAttribute('aria-expanded') === 'true';

describe('Disclosure as a menu (Sign In, Login, bank dropdowns)', () => {
  it('is closed at first, its button saying so and naming the panel it controls', () => {
    render(<Page />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(trigger().getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Personal' })).toBeNull();
  });

  it('toggles with its button', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Personal' })).toBeVisible();
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Personal' })).toBeNull();
  });

  it('closes on a click outside it that is not on a link', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(trigger());
    await user.click(screen.getByText('Some page text'));
    expect(isOpen()).toBe(false);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(isOpen()).toBe(false);
  });

  it('stays open on a click outside it on a link', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(trigger());
    await user.click(screen.getByRole('link', { name: 'After' }));
    expect(isOpen()).toBe(true);
  });

  it('stays open on a click inside its panel, on text or a link', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(trigger());
    await user.click(screen.getByText('Choose where to sign in'));
    expect(isOpen()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Business' }));
    expect(isOpen()).toBe(true);
  });

  it('opens from the keyboard and closes when Tab moves past its last item', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(isOpen()).toBe(true);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Personal' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Business' })).toHaveFocus();
    expect(isOpen()).toBe(true);
    await user.tab();
    expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();
    expect(isOpen()).toBe(false);
  });

  it('closes when Shift+Tab leaves it before its button', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(trigger());
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Before' })).toHaveFocus();
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape from inside and returns focus to its button', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(trigger());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Personal' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(trigger()).toHaveFocus();
  });

  it('closes on Escape while focus is elsewhere, leaving focus where it is', async () => {
    const user = userEvent.setup();
    render(<Page opensOnHover />);
    await user.hover(trigger());
    expect(isOpen()).toBe(true);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('in a nested menu, Escape closes the inner menu only', async () => {
    const user = userEvent.setup();
    render(
      <Disclosure kind="menu" label="Menu">
        <Disclosure kind="menu" label="Private Client">
          <a href="#premier">Premier</a>
        </Disclosure>
      </Disclosure>,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Private Client' }));
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Private Client' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Private Client' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});

describe('Disclosure opening on hover (Private Client)', () => {
  it('opens while the pointer is over its button and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Page opensOnHover />);
    await user.hover(trigger());
    expect(isOpen()).toBe(true);
    // Moving into the panel keeps it open.
    await user.hover(screen.getByRole('link', { name: 'Personal' }));
    expect(isOpen()).toBe(true);
    await user.unhover(screen.getByRole('link', { name: 'Personal' }));
    await user.hover(screen.getByText('Some page text'));
    expect(isOpen()).toBe(false);
  });

  it('toggles on click: a click while hovered closes it, the next opens it', async () => {
    const user = userEvent.setup();
    render(<Page opensOnHover />);
    await user.hover(trigger());
    expect(isOpen()).toBe(true);
    await user.click(trigger());
    expect(isOpen()).toBe(false);
    await user.click(trigger());
    expect(isOpen()).toBe(true);
  });

  it('a touch opens it by its tap alone (touch has no hover)', async () => {
    const user = userEvent.setup();
    render(<Page opensOnHover />);
    await user.pointer({ keys: '[TouchA]', target: trigger() });
    expect(isOpen()).toBe(true);
  });
});

describe('Disclosure as a mobile-menu section', () => {
  it('sections expand and collapse independently, whatever is clicked', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Disclosure kind="section" label="Personal">
          <a href="#personal">Personal banking</a>
        </Disclosure>
        <Disclosure kind="section" label="Business">
          <a href="#business">Business banking</a>
        </Disclosure>
        <p>Text</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Personal' }));
    await user.click(screen.getByRole('button', { name: 'Business' }));
    await user.click(screen.getByText('Text'));
    expect(screen.getByRole('button', { name: 'Personal' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Business' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Personal' }));
    expect(screen.getByRole('button', { name: 'Personal' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Business' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Disclosure as a menu that is a section below a width (the main navigation)', () => {
  const NARROW = '(max-width: 1023.98px)';
  function Nav() {
    return (
      <>
        <Disclosure kind="menu" sectionWhen={NARROW} label="Personal">
          <a href="#personal">Personal banking</a>
        </Disclosure>
        <Disclosure kind="menu" sectionWhen={NARROW} label="Business">
          <a href="#business">Business banking</a>
        </Disclosure>
        <p>Text</p>
      </>
    );
  }
  const button = (name: string) => screen.getByRole('button', { name });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    { width: 'a phone', matches: true, personal: 'true' },
    { width: 'a desktop', matches: false, personal: 'false' },
  ])('on $width, opening another leaves the first open: $personal', async ({ matches, personal }) => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === NARROW && matches }));
    const user = userEvent.setup();
    render(<Nav />);
    await user.click(button('Personal'));
    await user.click(button('Business'));
    expect(button('Personal')).toHaveAttribute('aria-expanded', personal);
    expect(button('Business')).toHaveAttribute('aria-expanded', 'true');
    // Escape: a menu closes; a section leaves it to the mobile menu around it.
    await user.keyboard('{Escape}');
    expect(button('Business')).toHaveAttribute('aria-expanded', matches ? 'true' : 'false');
  });
});

describe('Disclosure as the mobile menu', () => {
  function MobileMenu() {
    return (
      <>
        <Disclosure kind="menu" focusOnOpen closeLabel="Close menu" label="Menu">
          <h2>Welcome</h2>
          <a href="#about-us">About Us</a>
        </Disclosure>
        <a href="#after">After</a>
      </>
    );
  }

  it('moves focus into the menu when it opens and back to the hamburger when closed', async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('heading', { name: 'Welcome' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes on Escape, focus back on the hamburger', async () => {
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});
