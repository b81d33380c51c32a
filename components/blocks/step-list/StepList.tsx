import { CallToActionRow } from '@/components/ui/CallToActionRow';
import { Markdown } from '@/components/ui/Markdown';
import { BlockHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import type { StepListBlockData } from '@/lib/content/model/blocks/step-list';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import styles from './StepList.module.scss';

/**
 * Spec 01 §2.11 step list: an ordered list of steps. Each step's heading starts with a visually
 * hidden "Step N:" so the number is heard in heading navigation too; the drawn number is decoration.
 */
export function StepList({ block, context }: { block: StepListBlockData; context: BlockContext }) {
  const headingId = headingIdOf(block);
  const { heading, child: StepHeading } = blockHeadings(block, context);
  return (
    <BlockSection
      id={block.id}
      variant={block.variant ?? 'tertiary'}
      headingId={headingId}
      innerClassName={block.image ? `${styles.inner} ${styles.withImage}` : styles.inner}
    >
      <div className={styles.content}>
        <BlockHeader
          as={heading}
          id={headingId}
          headline={block.title}
          body={block.description}
          links={context.links}
          classes={{ headline: styles.title, body: styles.description }}
        />
        <ol className={styles.steps}>
          {block.steps.map((step, index) => (
            <li key={step.id} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.stepText}>
                <StepHeading className={styles.stepTitle}>
                  <span className="visually-hidden">{`Step ${index + 1}: `}</span>
                  {step.title}
                </StepHeading>
                <div className={styles.stepBody}>
                  <Markdown links={context.links}>{step.description}</Markdown>
                </div>
              </div>
            </li>
          ))}
        </ol>
        <CallToActionRow items={block.callToActionRow} links={context.links} />
      </div>
      {block.image ? (
        <div className={styles.media}>
          <img src={block.image.src} alt={block.image.decorative ? '' : block.image.alt} width={604} height={480} loading="lazy" className={styles.image} />
        </div>
      ) : null}
    </BlockSection>
  );
}
