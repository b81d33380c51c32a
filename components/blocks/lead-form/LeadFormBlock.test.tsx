import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { laidOut } from '@/forms/engine/StandardForm';
import { companyForm } from '@/forms/company/definition';
import type { FormLoader } from '@/forms/registry';
import { LeadFormBlock } from './LeadFormBlock';
import type { LeadFormBlockData } from '@/lib/content/model/blocks/lead-form';

/** The form as the registry lays it out (it has no form.tsx of its own). */
const CompanyForm = laidOut(companyForm);

// The form is loaded through next/dynamic in the browser; here the company form renders directly,
// and the props the server part hands the loader are kept to be checked.
const handed: ComponentProps<typeof FormLoader>[] = [];
vi.mock('@/forms/registry', () => ({
  FormLoader: (props: ComponentProps<typeof FormLoader>) => {
    handed.push(props);
    return <CompanyForm {...props} />;
  },
}));

const tokens = { leadReceiverUrl: 'https://leads.bank.example/v1', verifyUrl: 'https://verify.bank.example', plainUrl: 'http://leads.bank.example' };
const siteCrm = { brand: 'Axos Bank', branch: 'Consumer' };
const block: LeadFormBlockData = {
  type: 'leadForm',
  id: 'support-form',
  form: 'company',
  headline: 'Ask us to contact you',
  description: 'Leave your details and a banker will reach out.',
  disclosure: 'We use your details only to reply.',
  submit: { handler: 'webhook', url: '{leadReceiverUrl}/company' },
};

function renderBlock(data: LeadFormBlockData, index = 1) {
  return render(<LeadFormBlock block={data} context={{ links: { tokens }, index, crm: siteCrm, route: '/support/' }} />);
}

beforeEach(() => {
  handed.length = 0;
});

describe('LeadFormBlock', () => {
  it('shows the headline, description and disclosure, with the form named by the headline', () => {
    renderBlock(block);
    expect(screen.getByRole('heading', { level: 2, name: 'Ask us to contact you' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Ask us to contact you' })).toBeInTheDocument();
    expect(screen.getByText('Leave your details and a banker will reach out.')).toBeInTheDocument();
    expect(screen.getByText('We use your details only to reply.')).toBeInTheDocument();
  });

  it("sends with the site's CRM settings, unless the page gives its own", () => {
    renderBlock(block);
    renderBlock({ ...block, id: 'other', crm: { brand: 'Axos Bank', branch: 'Commercial', otherLeadSource: 'Funding callback' } });
    expect(handed.map((props) => props.crm)).toEqual([siteCrm, { brand: 'Axos Bank', branch: 'Commercial', otherLeadSource: 'Funding callback' }]);
  });

  it('resolves the {token} of the endpoint and of the email service at build time', () => {
    renderBlock({ ...block, emailCheck: { validator: 'service', url: '{verifyUrl}/email' } });
    expect(handed[0]?.submit).toEqual({ handler: 'webhook', url: 'https://leads.bank.example/v1/company' });
    expect(handed[0]?.emailCheck).toEqual({ validator: 'service', url: 'https://verify.bank.example/email' });
  });

  it("resolves the {token} of the form's services at build time, and fails the build naming a bad one", () => {
    renderBlock({ ...block, services: { rateWatch: '{leadReceiverUrl}/rate-watch', nmlsLookup: 'https://nmls.bank.example/lookup' } });
    expect(handed[0]?.services).toEqual({
      rateWatch: 'https://leads.bank.example/v1/rate-watch',
      nmlsLookup: 'https://nmls.bank.example/lookup',
    });
    expect(() => renderBlock({ ...block, services: { nmlsLookup: '{plainUrl}/nmls' } })).toThrow('services.nmlsLookup: "http://leads.bank.example/nmls"');
  });

  it("hands the form the page's option lists as written", () => {
    const options = { units: [{ value: 'OneUnit', label: '1 Unit' }] };
    renderBlock({ ...block, options });
    expect(handed[0]?.options).toEqual(options);
  });

  it('names the form the registry loads, and hands it the page route for its reveal rules', () => {
    renderBlock(block);
    expect(handed[0]?.form).toBe('company');
    expect(handed[0]?.path).toBe('/support/');
  });

  it('hands the form the messages its schema can give, so each field keeps room for its longest', () => {
    renderBlock(block);
    expect(handed[0]?.fieldMessages?.company).toEqual(['Company is required.', 'Company can have atmost 255 characters.']);
    expect(screen.getByText('Company can have atmost 255 characters.')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription('');
  });

  it('logs when the page names no handler', () => {
    renderBlock({ ...block, submit: undefined });
    expect(handed[0]?.submit).toEqual({ handler: 'log' });
  });

  it('fails the build, naming the endpoint, when a token resolves to plain http on another host', () => {
    expect(() => renderBlock({ ...block, submit: { handler: 'webhook', url: '{plainUrl}' } })).toThrow('submit.url: "http://leads.bank.example"');
    expect(() => renderBlock({ ...block, emailCheck: { validator: 'service', url: '{plainUrl}/check' } })).toThrow(
      'emailCheck.url: "http://leads.bank.example/check"',
    );
  });
});
