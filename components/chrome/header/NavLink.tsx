import type { ReactNode } from 'react';
import { SmartLink } from '@/components/ui/SmartLink';
import { isCurrentPage } from './rules';
import type { HeaderScope } from './scope';

/**
 * A navigation link of the header, marked aria-current="page" when it leads to the page shown.
 * A top-level item passes `active` (rules.activeItem: the item whose section holds the page, not
 * only its own URL); any other link is current when its URL is the route.
 */
export function NavLink({
  href,
  scope,
  className,
  active,
  children,
}: {
  href: string;
  /** The header's links and route (a HeaderScope will do). */
  scope: Pick<HeaderScope, 'links' | 'route'>;
  className?: string;
  active?: boolean;
  children: ReactNode;
}) {
  const current = active ?? isCurrentPage(href, scope.route);
  return (
    <SmartLink href={href} links={scope.links} className={className} ariaCurrent={current ? 'page' : undefined}>
      {children}
    </SmartLink>
  );
}
