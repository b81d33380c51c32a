import { ContentImage } from '@/components/ui/ContentImage';
import { SmartLink } from '@/components/ui/SmartLink';
import { insightsHeading, isInsightSection, viewAllRoute } from '@/lib/insights';
import type { InsightSection } from '@/lib/insights/schema';
import { BlockIntro, introHeadingId } from '../BlockIntro';
import { BlockSection } from '../BlockSection';
import { type BlockContext, headingOf } from '../types';
import type { ArticlesSetBlockData } from '@/lib/content/model/blocks/articles-set';
import styles from './ArticlesSet.module.scss';

/** "/business/insights" -> "business". */
function sectionOf(route: string): InsightSection {
  const section = route.split('/')[1] ?? '';
  return isInsightSection(section) ? section : 'personal';
}

/** Spec 02 §2 Articles set: article cards and a 'View All' link to /{resource}/insights. */
export function ArticlesSet({ block, context }: { block: ArticlesSetBlockData; context: BlockContext }) {
  const headingId = introHeadingId(block);
  // One level below the intro's heading (h1 on a page's first block, else h2); h2 without an intro.
  const cardHeading = headingId ? (headingOf(context) === 'h1' ? 'h2' : 'h3') : 'h2';
  const route = viewAllRoute(block.resource);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} label="Articles">
      <BlockIntro block={block} context={context} align="start" />
      <ul className={styles.list}>
        {block.articles.map((article) => {
          const Heading = cardHeading;
          return (
            <li key={article.id} className={styles.item}>
              <article className={[styles.card, article.variant ? `variant-${article.variant}` : undefined].filter(Boolean).join(' ')}>
                <ContentImage image={article.image} width={400} height={225} fit="cover" className={styles.image} />
                <div className={styles.body}>
                  {article.itemType ? <p className={styles.itemType}>{article.itemType}</p> : null}
                  <Heading className={styles.title}>
                    <SmartLink href={article.targetUrl} links={context.links} className={styles.link}>
                      {article.title}
                    </SmartLink>
                  </Heading>
                  {article.description ? <p className={styles.description}>{article.description}</p> : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <p className={styles.viewAll}>
        <SmartLink href={route} links={context.links} className={styles.viewAllLink}>
          View All<span className="visually-hidden"> {insightsHeading(sectionOf(route))} articles</span>
        </SmartLink>
      </p>
    </BlockSection>
  );
}
