import { clsx } from 'clsx';
import { ContentImage } from '@/components/ui/ContentImage';
import { SmartLink } from '@/components/ui/SmartLink';
import { insightsHeading, isInsightSection, viewAllRoute } from '@/lib/insights';
import type { InsightSection } from '@/lib/insights/schema';
import { BlockHeader } from '../BlockHeader';
import { BlockSection } from '../BlockSection';
import type { ArticlesSetBlockData } from '@/lib/content/model/blocks/articles-set';
import { blockHeadings, headingIdOf } from '../heading';
import type { BlockContext } from '../types';
import styles from './ArticlesSet.module.scss';

/** "/business/insights" -> "business". */
function sectionOf(route: string): InsightSection {
  const section = route.split('/')[1] ?? '';
  return isInsightSection(section) ? section : 'personal';
}

/** Spec 02 §2 Articles set: article cards and a 'View All' link to /{resource}/insights. */
export function ArticlesSet({ block, context }: { block: ArticlesSetBlockData; context: BlockContext }) {
  const headingId = block.headline ? headingIdOf(block) : undefined;
  const { heading, child: CardHeading } = blockHeadings(block, context);
  const route = viewAllRoute(block.resource);
  return (
    <BlockSection id={block.id} variant={block.variant ?? 'tertiary'} headingId={headingId} label="Articles">
      {block.headline ? <BlockHeader as={heading} id={headingId} headline={block.headline} body={block.bodyCopy} links={context.links} intro="start" /> : null}
      <ul className={styles.list}>
        {block.articles.map((article) => {
          return (
            <li key={article.id} className={styles.item}>
              <article className={clsx(styles.card, article.variant && `variant-${article.variant}`)}>
                <ContentImage image={article.image} width={400} height={225} fit="cover" className={styles.image} />
                <div className={styles.body}>
                  {article.itemType ? <p className={styles.itemType}>{article.itemType}</p> : null}
                  <CardHeading className={styles.title}>
                    <SmartLink href={article.targetUrl} links={context.links} className={styles.link}>
                      {article.title}
                    </SmartLink>
                  </CardHeading>
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
