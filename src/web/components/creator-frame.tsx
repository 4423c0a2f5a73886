/**
 * The frame of a step-by-step creation flow (Ad Creatives, Product Display): the page heading with
 * its guide link, the step bar, the current step's content, and Back / Next under it. A step opens
 * once every step before it is complete.
 */
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StepBar } from '@web/components/step-bar';
import { Button } from '@web/components/ui/button';

export type CreatorFrameProps<S extends string> = {
  /** The page's heading (h1) and the line under it, already translated. */
  title: string;
  subtitle: string;
  /** The help guide linked after the subtitle: its address and label. */
  guide: { to: string; label: string };
  /** The flow's steps, in order. */
  steps: readonly S[];
  /** The current step. */
  step: S;
  /** Called with the step to show (from the step bar, Back or Next); the page is scrolled to its top. */
  onStep: (step: S) => void;
  /** Which steps are complete: the furthest reachable step is the first incomplete one (or the last). */
  complete: Record<S, boolean>;
  /** The step bar's accessible name, and each step's name in it. */
  stepsLabel: string;
  nameOf: (step: S) => string;
  /**
   * Back and Next under the step (Back disabled on the first step, Next absent on the last and
   * disabled until the step is complete), with `note` between them; null hides them.
   */
  nav: { back: string; next: string; nextTestId: string; note?: ReactNode } | null;
  /** The current step's content. */
  children: ReactNode;
};

/** Renders the heading, the step bar, the step in a `main`, and the Back / Next footer. */
export function CreatorFrame<S extends string>({ title, subtitle, guide, steps, step, onStep, complete, stepsLabel, nameOf, nav, children }: CreatorFrameProps<S>) {
  let furthest = 0;
  while (furthest < steps.length - 1 && complete[steps[furthest]!]) furthest++;
  const index = steps.indexOf(step);
  const go = (to: number) => {
    onStep(steps[Math.max(0, Math.min(furthest, to))]!);
    window.scrollTo?.({ top: 0 });
  };

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-3xl font-semibold tracking-tight text-balance">{title}</h1>
        <p className="text-muted-foreground">
          {subtitle}{' '}
          <Link to={guide.to} className="font-medium text-primary underline-offset-4 hover:underline">
            {guide.label}
          </Link>
        </p>
      </header>
      <StepBar steps={steps} current={step} furthest={furthest} onStep={(s) => go(steps.indexOf(s))} label={stepsLabel} nameOf={nameOf} />
      <main className="min-h-[40vh]">{children}</main>
      {nav && (
        <footer className="flex items-center justify-between gap-3 border-t pt-4">
          <Button variant="ghost" onClick={() => go(index - 1)} disabled={index === 0}>
            <ArrowLeft className="size-4" aria-hidden />
            {nav.back}
          </Button>
          {nav.note}
          {index < steps.length - 1 && (
            <Button onClick={() => go(index + 1)} disabled={!complete[step]} data-testid={nav.nextTestId}>
              {nav.next}
              <ArrowRight className="size-4" aria-hidden />
            </Button>
          )}
        </footer>
      )}
    </div>
  );
}
