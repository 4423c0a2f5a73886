/**
 * The UGC create flow: upload, product
 * details, scenario ideas, image settings, then live progress and results. All inputs live in one
 * reducer so the user can move between steps without losing anything.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, ArrowRight, BookOpen, RefreshCw, Wand2 } from 'lucide-react';
import { type ReactNode, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bestLocalQuality, localQualitySupported, MAX_IMAGES_FREE, MAX_IMAGES_PAID } from '@shared/catalog';
import { imageCost } from '@shared/plans';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import { useRememberedImageSettings } from '@web/features/preferences/remembered-settings';
import { isFinished, isFreePlan, requestScenarios, type Scenario, startGeneration, useAccount, useGeneration } from './api';
import { DetailsStep } from './details-step';
import { GenerationProgress } from './generation-progress';
import { useImageEngine } from './image-engine';
import { IdeasErrorAlert } from './ideas-error-alert';
import { ResultsView } from './results-view';
import { ScenarioGrid } from './scenario-cards';
import { SettingsPanel } from './settings-panel';
import { SourceThumb } from './source-thumb';
import { createReducer, furthestStep, initialState, nextScenariosRound, scenariosKeyOf, type Step } from './state';
import { StepBar } from './step-bar';
import { UploadStep } from './upload-step';
import { useSourceImage } from './use-cutout';
import { useProductPrefill } from './product-prefill';

function errorMessage(e: unknown, fallback: string): string {
  return e instanceof ApiError && e.message ? e.message : fallback;
}

function StepCard({ title, description, children, className }: { title: string; description?: string; children: ReactNode; className?: string }) {
  return (
    <Card className={cn('gap-5 py-5 sm:py-6', className)}>
      <div className="space-y-1 px-4 sm:px-6">
        <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      <CardContent className="px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}

/** The whole create page inside the app shell. */
export function CreateFlow() {
  const { t } = useTranslation('create');
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(createReducer, initialState);
  // 'Auto-save settings' (docs/decisions/005-auto-save.md): start from the last generation's settings.
  useRememberedImageSettings((settings) => dispatch({ type: 'updateSettings', settings }));
  const fromProduct = useProductPrefill(dispatch);
  const account = useAccount();
  const isFree = isFreePlan(account.data);
  const maxCount = isFree ? MAX_IMAGES_FREE : MAX_IMAGES_PAID;
  const topRef = useRef<HTMLDivElement>(null);
  // The product's size in the photo, once its cut-out is ready: the built-in renderer offers only
  // the qualities it can fill sharply (the server refuses the others).
  const productBox = useSourceImage(state.source).data?.cutout?.productBox ?? null;
  const productLongSidePx = productBox ? Math.max(productBox.width, productBox.height) : null;
  const localEngine = useImageEngine().data?.hosted === false;
  // A chosen quality the photo cannot fill is shown and sent as the best one it can (derived at
  // render, so no request ever leaves with the quality the server would refuse).
  const settings =
    localEngine && !localQualitySupported(state.settings.quality, productLongSidePx) ? { ...state.settings, quality: bestLocalQuality(productLongSidePx) } : state.settings;

  const goTo = (step: Step) => dispatch({ type: 'goTo', step });

  // Bring the new step into view (phones scroll a long way on the settings step), at once: a smooth
  // scroll would carry the sticky summary card, and its Generate button, away from under the pointer
  // for a quarter of a second (a click then lands on the page).
  useEffect(() => {
    const el = topRef.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView({ behavior: 'instant', block: 'start' });
  }, [state.step]);

  const scenarios = useMutation({
    mutationFn: requestScenarios,
    onSuccess: (list, vars) =>
      dispatch({
        type: 'scenariosLoaded',
        scenarios: list,
        key: scenariosKeyOf({ source: { id: vars.sourceImageId }, features: vars.features, audience: vars.audience }),
        offline: vars.engine === 'local',
        round: vars.round ?? 0,
      }),
  });

  const generate = useMutation({
    mutationFn: startGeneration,
    onSuccess: ({ id }) => {
      dispatch({ type: 'generationStarted', id });
      // Credits are reserved when the job is created.
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });

  const generation = useGeneration(state.generationId);
  const status = generation.data?.status;
  const finished = isFinished(status);
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    void queryClient.invalidateQueries({ queryKey: ['library'] });
  }, [finished, state.generationId, queryClient]);

  /**
   * Fetches ideas (reusing the current ones unless forced); `offline` asks for the built-in catalog's;
   * `again` ('New ideas') asks for the next round of the same brief.
   */
  const askForIdeas = (force = false, offline = false, again = false) => {
    if (!state.source) return;
    if (!force && state.scenarios && state.scenariosKey === scenariosKeyOf(state)) {
      goTo('scenarios');
      return;
    }
    const round = nextScenariosRound(state, again);
    scenarios.mutate({
      sourceImageId: state.source.id,
      features: state.features.trim(),
      audience: state.audience.trim(),
      ...(offline ? { engine: 'local' as const } : {}),
      ...(round > 0 ? { round } : {}),
    });
  };
  // Offline ideas asked for again on the same brief (the AI engine still failing) deal the next round.
  const askForOfflineIdeas = () => askForIdeas(true, true, state.scenariosOffline);

  const selectedScenario: Scenario | undefined = state.scenarios?.find((s) => s.id === state.scenarioId);
  const count = Math.min(settings.count, maxCount);
  // The price the server reserves: count x the quality's price per image.
  const cost = imageCost(settings.quality, count);
  const balance = account.data?.creditsBalance;
  const short = balance != null && balance + 0.001 < cost;

  const onGenerate = () => {
    if (!state.source || !selectedScenario) return;
    generate.mutate({
      sourceImageId: state.source.id,
      scenarioId: selectedScenario.id,
      settings: { ...settings, count },
      ...(state.angles.length > 0 ? { referenceImageIds: state.angles.map((a) => a.id) } : {}),
    });
  };

  const furthest = furthestStep(state);
  const running = state.step === 'generate' && !!state.generationId && !finished;

  let body: ReactNode;
  switch (state.step) {
    case 'upload':
      body = (
        <StepCard title={t('upload.title')} description={t('upload.description')} className="mx-auto w-full max-w-3xl">
          <UploadStep
            source={state.source}
            onUploaded={(source) => dispatch({ type: 'uploaded', source })}
            angles={state.angles}
            onAnglesChange={(angles) => dispatch({ type: 'setAngles', angles })}
            onContinue={() => goTo('details')}
          />
        </StepCard>
      );
      break;
    case 'details':
      body = (
        <StepCard title={t('details.title')} description={t('details.description')} className="mx-auto w-full max-w-3xl">
          <DetailsStep
            features={state.features}
            audience={state.audience}
            onFeatures={(value) => dispatch({ type: 'setFeatures', value })}
            onAudience={(value) => dispatch({ type: 'setAudience', value })}
            onBack={() => goTo('upload')}
            onSubmit={() => askForIdeas()}
            pending={scenarios.isPending}
            error={scenarios.isError ? scenarios.error : null}
            onUseOffline={askForOfflineIdeas}
          />
        </StepCard>
      );
      break;
    case 'scenarios':
      body = (
        <StepCard title={t('scenarios.title')} description={t('scenarios.description')}>
          <div className="space-y-5">
            {state.scenariosOffline && (
              <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="offline-ideas-note">
                <BookOpen aria-hidden className="size-4 shrink-0" />
                {t('ideasFallback.offlineNote')}
              </p>
            )}
            {isFree && state.scenarios?.some((s) => s.locked) && (
              <p className="text-sm text-muted-foreground">
                {t('scenarios.lockedNote')}{' '}
                <Link to="/pricing" className="font-medium text-primary hover:underline">{t('scenarios.seePlans')}</Link>
              </p>
            )}
            <ScenarioGrid
              scenarios={state.scenarios ?? []}
              selectedId={state.scenarioId}
              onSelect={(scenario) => dispatch({ type: 'selectScenario', scenario })}
            />
            {scenarios.isError && <IdeasErrorAlert error={scenarios.error} pending={scenarios.isPending} onUseOffline={askForOfflineIdeas} />}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              <Button variant="ghost" onClick={() => goTo('details')}>
                <ArrowLeft aria-hidden />
                {t('actions.back')}
              </Button>
              <div className="flex flex-col-reverse gap-3 sm:flex-row">
                <Button variant="outline" onClick={() => askForIdeas(true, false, true)} disabled={scenarios.isPending}>
                  {scenarios.isPending ? <Spinner /> : <RefreshCw aria-hidden />}
                  {t('scenarios.refresh')}
                </Button>
                <Button size="lg" onClick={() => goTo('settings')} disabled={!selectedScenario}>
                  {t('actions.continue')}
                  <ArrowRight aria-hidden />
                </Button>
              </div>
            </div>
          </div>
        </StepCard>
      );
      break;
    case 'settings':
      body = (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-6">
          <StepCard title={t('settings.title')} description={t('settings.description')}>
            <SettingsPanel
              settings={settings}
              onChange={(settings) => dispatch({ type: 'updateSettings', settings })}
              maxCount={maxCount}
              isFree={isFree}
              productLongSidePx={productLongSidePx}
            />
          </StepCard>
          <Card className="gap-4 py-5 lg:sticky lg:top-20">
            <CardContent className="space-y-4 px-5">
              <div className="flex items-center gap-3">
                {state.source && <SourceThumb source={state.source} className="size-14 shrink-0" />}
                <div className="min-w-0">
                  <p className="text-xs font-medium text-muted-foreground">{t('summary.scenario')}</p>
                  <p className="line-clamp-2 text-sm font-semibold">{selectedScenario?.title}</p>
                </div>
              </div>
              <dl className="space-y-2 rounded-lg bg-muted/50 p-3 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <dt className="text-muted-foreground">{t('summary.cost')}</dt>
                  <dd className="font-semibold" data-testid="cost">{t('summary.usesCredits', { count: cost })}</dd>
                </div>
                <div className="flex items-center justify-between gap-2">
                  <dt className="text-muted-foreground">{t('summary.balance')}</dt>
                  <dd className={cn('font-medium tabular-nums', short && 'text-destructive')}>
                    {balance != null ? t('credits.balance', { count: balance, formatted: String(balance) }) : '…'}
                  </dd>
                </div>
              </dl>
              {short && (
                <Alert variant="destructive">
                  <AlertTriangle aria-hidden />
                  <AlertDescription>
                    <p>{t('summary.notEnough')}</p>
                    <Link to="/pricing" className="font-medium underline underline-offset-2">{t('summary.getCredits')}</Link>
                  </AlertDescription>
                </Alert>
              )}
              {/* On phones the action bar is fixed to the bottom of the screen, so Generate is always at hand. */}
              <div className="space-y-3 max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-30 max-lg:border-t max-lg:bg-background/90 max-lg:px-4 max-lg:pt-3 max-lg:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-lg:shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.2)] max-lg:backdrop-blur">
                {generate.isError && (
                  <Alert variant="destructive" data-testid="generate-error" className="max-lg:bg-background">
                    <AlertTriangle aria-hidden />
                    <AlertDescription>
                      <p>{errorMessage(generate.error, t('errors:unexpected'))}</p>
                      {generate.error instanceof ApiError && (generate.error.status === 402 || generate.error.status === 403) && (
                        <Link to="/pricing" className="font-medium underline underline-offset-2">{t('summary.seePlans')}</Link>
                      )}
                    </AlertDescription>
                  </Alert>
                )}
                <div className="flex items-center gap-3">
                  <p className="min-w-0 flex-1 leading-tight lg:hidden" aria-hidden>
                    {balance != null && (
                      <span className={cn('block text-sm text-muted-foreground', short && 'font-medium text-destructive')}>
                        {t('summary.balanceShort', { value: t('credits.balance', { count: balance, formatted: String(balance) }) })}
                      </span>
                    )}
                  </p>
                  <Button
                    size="lg"
                    className="max-lg:shrink-0 lg:w-full"
                    onClick={onGenerate}
                    disabled={generate.isPending || !selectedScenario || !state.source}
                    aria-busy={generate.isPending}
                  >
                    {generate.isPending ? <Spinner /> : <Wand2 aria-hidden />}
                    <span data-testid="generate-total">{t('summary.generateFor', { count: cost })}</span>
                  </Button>
                </div>
              </div>
              <p className="text-center text-xs text-muted-foreground">{t('summary.timeHint')}</p>
              <Button variant="ghost" className="w-full" onClick={() => goTo('scenarios')}>
                <ArrowLeft aria-hidden />
                {t('actions.backToScenarios')}
              </Button>
            </CardContent>
          </Card>
        </div>
      );
      break;
    case 'generate':
      body = (
        <Card className="px-4 py-6 sm:px-8">
          {generation.isError ? (
            <div className="mx-auto max-w-md space-y-4 py-6 text-center">
              <p className="text-sm text-destructive">{errorMessage(generation.error, t('errors:unexpected'))}</p>
              <Button variant="outline" onClick={() => void generation.refetch()}>
                <RefreshCw aria-hidden />
                {t('actions.retry')}
              </Button>
            </div>
          ) : generation.data && finished ? (
            <ResultsView
              key={generation.data.id}
              generation={generation.data}
              onGenerateMore={() => {
                generate.reset();
                dispatch({ type: 'generateMore' });
              }}
              onNewCreation={() => {
                generate.reset();
                scenarios.reset();
                dispatch({ type: 'reset' });
              }}
            />
          ) : (
            <GenerationProgress
              stage={generation.data?.stage ?? 'queued'}
              progress={generation.data?.progress ?? 0}
              count={count}
            />
          )}
        </Card>
      );
      break;
  }

  return (
    <div
      ref={topRef}
      className={cn('mx-auto w-full max-w-6xl flex-1 scroll-mt-16 space-y-6 px-4 py-6 sm:px-6 sm:py-10', state.step === 'settings' && 'max-lg:pb-32')}
    >
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
          {account.data && <Badge variant="secondary">{t(`common:tiers.${account.data.tier}`)}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground sm:text-base">{t('subtitle')}</p>
        {fromProduct && (
          <p className="text-sm text-primary" data-testid="from-product">
            {t('products:fromProduct', { title: fromProduct })}
          </p>
        )}
      </header>
      <StepBar current={state.step} furthest={furthest} onStep={goTo} disabled={running} />
      {body}
    </div>
  );
}
