/**
 * Links between the pages of one area (the help centre's sections, the legal pages) drawn as a
 * segmented bar: each link with its icon, the current page raised. `scroll` keeps the links on one
 * line and lets the bar scroll sideways on a phone; otherwise they wrap.
 */
import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@web/lib/utils';

export interface PageTab {
  key: string;
  to: string;
  icon: LucideIcon;
  label: string;
}

export function PageTabs({ label, tabs, scroll, className }: { label: string; tabs: readonly PageTab[]; scroll?: boolean; className?: string }) {
  return (
    <nav aria-label={label} className={cn(scroll && '-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0', className)}>
      <ul className={cn('flex gap-1 rounded-xl border bg-muted/40 p-1 text-sm', scroll ? 'min-w-max sm:min-w-0' : 'flex-wrap')}>
        {tabs.map(({ key, to, icon: Icon, label: text }) => (
          <li key={key} className="flex-1">
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex items-center justify-center gap-1.5 rounded-lg px-3 py-1.5 font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  scroll && 'whitespace-nowrap',
                  isActive && 'bg-background text-foreground shadow-xs',
                )
              }
            >
              <Icon className="size-4" aria-hidden />
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
