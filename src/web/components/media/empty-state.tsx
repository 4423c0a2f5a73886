/**
 * The empty state of a media list: an icon in a tinted square, a title, a line of help and one
 * call to action, in a dashed frame. `size="page"` fills a page (library, videos); `size="card"`
 * sits inside a card (the dashboard's recent images).
 */
import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

export function EmptyState({
  icon,
  title,
  body,
  action,
  size = 'page',
}: {
  /** An icon element (lucide), sized by this component. */
  icon: ReactNode;
  title: ReactNode;
  body?: ReactNode;
  /** The call to action, e.g. a Button linking to the creator. */
  action?: ReactNode;
  size?: 'page' | 'card';
}) {
  const page = size === 'page';
  return (
    <div
      className={cn(
        'flex flex-col items-center border border-dashed text-center',
        page ? 'bg-vitrine gap-4 rounded-2xl px-6 py-16' : 'gap-3 rounded-xl px-4 py-8',
      )}
    >
      <span
        className={cn(
          'flex items-center justify-center rounded-2xl [&_svg]:shrink-0',
          page ? 'size-14 bg-primary/10 text-primary [&_svg]:size-7' : 'size-12 bg-accent text-accent-foreground [&_svg]:size-6',
        )}
      >
        {icon}
      </span>
      <div className="space-y-1">
        <p className={page ? 'text-lg font-semibold' : 'font-medium'}>{title}</p>
        {body ? <p className={cn('text-sm text-muted-foreground', page && 'max-w-sm')}>{body}</p> : null}
      </div>
      {action}
    </div>
  );
}
