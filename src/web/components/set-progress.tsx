/**
 * A set being made, then made: its heading with the downloads, the progress, the outcome notes and,
 * under them, the caller's images; used by the creation flows' last step (Ad Creatives, Product
 * Display).
 */
import { Download, FolderOpen, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';

/** The texts, already translated. */
export type SetProgressTexts = {
  /** The heading while the set is being made ("Making your creatives…"). */
  making: string;
  /** The heading once it is finished ("Your set is ready"). */
  done: string;
  /** Under the bar while making ("2 of 6 made"). */
  progress: string;
  /** The zip link's label. */
  download: string;
  /** Under the heading once finished: what the zip holds. */
  zipHint: string;
  /** The link to where the images are kept ("Open in library"). */
  open: string;
  /** The button that starts another set. */
  newSet: string;
  /** The note when some images could not be made (status 'partial'). */
  partial: string;
  /** The note when none could be made (status 'failed'). */
  failed: string;
};

export type SetProgressProps = {
  /** The set's status: 'succeeded', 'partial' and 'failed' are finished; anything else is still being made. */
  status: string;
  /** How many images are no longer queued, and how many there are (the bar's fill). */
  done: number;
  total: number;
  /** Whether any image was made: the zip, open and new-set actions show only then (and once finished). */
  downloadable: boolean;
  /** The zip's address and the link's `data-testid`. */
  archiveUrl: string;
  archiveTestId: string;
  /** Where the open link goes (the product, or the library). */
  openTo: string;
  /** Called by the new-set button. */
  onRestart: () => void;
  texts: SetProgressTexts;
  /** The images, under the notes. */
  children: ReactNode;
};

/**
 * Renders the heading (making or done) with, once finished and `downloadable`, the zip, open and
 * new-set actions; then the progress bar and its text while making, or the zip hint once finished;
 * a note for a partial set, a destructive one for a failed set; then `children`.
 */
export function SetProgress({ status, done, total, downloadable, archiveUrl, archiveTestId, openTo, onRestart, texts, children }: SetProgressProps) {
  const finished = ['succeeded', 'partial', 'failed'].includes(status);
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold tracking-tight">{finished ? texts.done : texts.making}</h2>
        {finished && downloadable && (
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <a href={archiveUrl} download data-testid={archiveTestId}>
                <Download className="size-4" aria-hidden />
                {texts.download}
              </a>
            </Button>
            <Button asChild variant="outline">
              <Link to={openTo}>
                <FolderOpen className="size-4" aria-hidden />
                {texts.open}
              </Link>
            </Button>
            <Button variant="ghost" onClick={onRestart}>
              <RotateCcw className="size-4" aria-hidden />
              {texts.newSet}
            </Button>
          </div>
        )}
      </header>
      {!finished && (
        <div className="space-y-1">
          <Progress value={(100 * done) / Math.max(1, total)} />
          <p className="text-sm text-muted-foreground">{texts.progress}</p>
        </div>
      )}
      {finished && <p className="text-xs text-muted-foreground">{texts.zipHint}</p>}
      {status === 'partial' && (
        <Alert>
          <AlertDescription>{texts.partial}</AlertDescription>
        </Alert>
      )}
      {status === 'failed' && (
        <Alert variant="destructive">
          <AlertDescription>{texts.failed}</AlertDescription>
        </Alert>
      )}
      {children}
    </div>
  );
}
