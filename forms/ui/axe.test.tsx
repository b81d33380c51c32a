import { render } from '@testing-library/react';
import { expectNoAxeViolations } from './test-axe';

describe('expectNoAxeViolations', () => {
  it('passes a labelled input', async () => {
    const { container } = render(
      <form>
        <label htmlFor="name">Name</label>
        <input id="name" type="text" />
      </form>,
    );
    await expectNoAxeViolations(container);
  });

  it('fails naming the rule and the target', async () => {
    const { container } = render(
      <form>
        <input id="unnamed" type="text" />
      </form>,
    );
    await expect(expectNoAxeViolations(container)).rejects.toThrow(/label at #unnamed/);
  });
});
