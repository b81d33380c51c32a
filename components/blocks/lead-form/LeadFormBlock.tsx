import { Markdown } from '@/components/ui/Markdown';
import { resolveServices, resolveSubmitConfig } from '@/forms/submit/config';
import type { EmailCheckConfig } from '@/forms/submit/email-check-config';
import { emailValidatorFor } from '@/forms/submit/email-validators';
import { resolveTokens } from '@/lib/links';
import { BlockHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import { FormLoader } from '@/forms/registry';
import { fieldMessagesOf, neededAtFirstOf } from '@/forms/field-messages';
import { HydrateWhenVisible } from '@/components/ui/HydrateWhenVisible';
import type { LeadFormBlockData } from '@/lib/content/model/blocks/lead-form';
import styles from './LeadFormBlock.module.scss';
// The form's styles belong to the page's own stylesheet: a stylesheet only the form's chunk imports
// is injected as <link rel="stylesheet" as="style">, which is not valid HTML.
import '@/forms/ui/Field.module.scss';
import '@/forms/engine/Form.module.scss';
import '@/forms/engine/FormSuccess.module.scss';

/**
 * The server part of every form: headline, description and disclosure, and the page's content
 * resolved into the form's props at build time; the form the registry names is the client leaf,
 * hydrated when the visitor comes near it (its HTML is there and takes typing from the start).
 */
export function LeadFormBlock({ block, context }: { block: LeadFormBlockData; context: BlockContext }) {
  const resolve = (href: string) => resolveTokens(href, context.links.tokens);
  const emailCheck: EmailCheckConfig | undefined =
    block.emailCheck?.validator === 'service' ? { ...block.emailCheck, url: resolve(block.emailCheck.url) } : block.emailCheck;
  // Checked here, at build time: the browser would otherwise only find out when a visitor sends.
  emailValidatorFor(emailCheck);
  const headingId = headingIdOf(block);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'primary'} headingId={headingId} width="narrow">
      <BlockHeader as={blockHeadings(block, context).heading} id={headingId} headline={block.headline} body={block.description} links={context.links} classes={{ headline: styles.headline }} />
      <HydrateWhenVisible anchor={block.id}>
        <FormLoader
          form={block.form}
          path={context.route}
          crm={block.crm ?? context.crm ?? {}}
          submit={resolveSubmitConfig(block.submit, resolve)}
          emailCheck={emailCheck}
          services={resolveServices(block.services, resolve)}
          success={block.success}
          settings={block.settings}
          options={block.options}
          labelledBy={headingId}
          fieldMessages={fieldMessagesOf(block.form)}
          neededAtFirst={neededAtFirstOf(block.form)}
        />
      </HydrateWhenVisible>
      <Markdown links={context.links}>{block.disclosure}</Markdown>
    </BlockSection>
  );
}
