/** A check report in words, as the creation flows (Ad Creatives, Product Display) show it under an image. */
import { CheckCircle2, TriangleAlert } from 'lucide-react';

export type CheckFlagListProps = {
  /** What to change, one already-translated sentence a failed check; empty when every check passed. */
  messages: readonly string[];
  /** The green status line shown when `messages` is empty ("Every check passed"). */
  passedLabel: string;
  /** The status line above the list when some check failed ("Needs a change"). */
  failedLabel: string;
};

/**
 * Renders a green `passedLabel` line when there is nothing to change; otherwise a `role="status"`
 * block with `failedLabel` and a bulleted list of `messages`.
 */
export function CheckFlagList({ messages, passedLabel, failedLabel }: CheckFlagListProps) {
  if (messages.length === 0) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-emerald-700 dark:text-emerald-400">
        <CheckCircle2 className="size-3.5 shrink-0" aria-hidden />
        {passedLabel}
      </p>
    );
  }
  return (
    <div className="space-y-1 text-xs text-amber-800 dark:text-amber-300" role="status">
      <p className="flex items-center gap-1.5 font-medium">
        <TriangleAlert className="size-3.5 shrink-0" aria-hidden />
        {failedLabel}
      </p>
      <ul className="list-disc space-y-0.5 pl-5">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
