import { cn } from '@web/lib/utils';

/** The Vitrine mark: a shop window with an awning. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-7 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M7 9h18v14H7z" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" className="text-primary-foreground" />
      <path d="M7 13h18" stroke="currentColor" strokeWidth="2.2" className="text-primary-foreground" />
      <path d="M13 23v-6h6v6" fill="currentColor" className="text-primary-foreground" />
    </svg>
  );
}

/** Mark + product name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <LogoMark />
      <span className="text-lg">Vitrine</span>
    </span>
  );
}
