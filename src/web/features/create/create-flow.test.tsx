import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Generation, Scenario } from './api';
import { CreateFlow } from './create-flow';
import type { Schemas } from '@web/lib/api-client';
import { json, mockFetch, renderWithProviders } from './test-utils';

const SOURCE: Schemas['SourceImage'] = {
  id: '11111111-1111-4111-8111-111111111111',
  width: 900,
  height: 1200,
  format: 'png',
  createdAt: '2025-01-01T00:00:00Z',
  analysis: { hasAlpha: false, dominantColors: ['#ffffff'], suggestedCutout: { x: 100, y: 100, width: 700, height: 1000 } },
  cutout: { status: 'pending', progress: 0, method: null, confidence: null, warnings: [], strokes: [], productBox: null, objectCount: null, error: null, updatedAt: '2025-01-01T00:00:00Z' },
};
const scenarios: Scenario[] = Array.from({ length: 6 }, (_, i) => ({
  id: `0000000${i}-0000-4000-8000-000000000000`,
  title: `Idea ${i + 1}`,
  summary: `Summary ${i + 1}`,
  description: `Description ${i + 1}`,
  premium: i >= 4,
  locked: i >= 4,
  suggestedStyle: i === 0 ? 'cinematic' : 'lifestyle',
  suggestedTimeOfDay: i === 0 ? 'golden_hour' : 'natural',
}));

function generation(over: Partial<Generation>): Generation {
  return {
    id: 'gen-1',
    status: 'running',
    stage: 'analyzing_image',
    progress: 5,
    requestedCount: 1,
    failedCount: 0,
    creditsRefunded: 0,
    creditsReserved: 2,
    createdAt: '2025-01-01T00:00:00Z',
    settings: { aspectRatio: '1:1', quality: 'medium', count: 1, format: 'png', highlightProduct: true, style: 'cinematic', timeOfDay: 'golden_hour' },
    scenarioTitle: 'Idea 1',
    images: [],
    ...over,
  };
}

describe('CreateFlow', () => {
  it('walks from upload to results, keeps inputs between steps and refreshes the balance at the end', async () => {
    let balance = 10;
    let polls = 0;
    const bodies: Record<string, unknown> = {};
    const fetch = mockFetch(async (url, init) => {
      if (url === '/api/v1/me') {
        return json(200, { user: { id: 'u', name: 'Ana', email: 'a@x.io', profession: null }, tier: 'Free', subscribed: false, subscriptionEnd: null, creditsBalance: balance });
      }
      if (url === '/api/v1/source-images') return json(201, SOURCE);
      if (url === `/api/v1/source-images/${SOURCE.id}`) {
        return json(200, { ...SOURCE, cutout: { ...SOURCE.cutout, status: 'ready', progress: 100, method: 'model', confidence: 0.97, updatedAt: '2025-01-01T00:00:05Z' } });
      }
      if (url === '/api/v1/scenarios') {
        bodies.scenarios = JSON.parse(String(init?.body));
        return json(200, { scenarios });
      }
      if (url === '/api/v1/generations') {
        bodies.generation = JSON.parse(String(init?.body));
        balance = 8;
        return json(202, { id: 'gen-1', status: 'queued', creditsReserved: 2 });
      }
      if (url === '/api/v1/generations/gen-1') {
        polls += 1;
        if (polls === 1) return json(200, generation({ stage: 'generating_images', progress: 60 }));
        return json(200, generation({ status: 'succeeded', stage: 'done', progress: 100, images: [{ id: 'img-1', width: 1536, height: 1536, format: 'png', saved: true, createdAt: '2025-01-01T00:00:00Z' }] }));
      }
      return json(404, { error: { code: 'not_found', message: 'Not found.' } });
    });

    const { user } = renderWithProviders(<CreateFlow />);
    expect(await screen.findByText('Free')).toBeTruthy();

    // 1. upload
    await user.upload(screen.getByTestId('upload-input') as HTMLInputElement, new File(['png'], 'cup.png', { type: 'image/png' }));
    expect(await screen.findByText('Your product photo is ready')).toBeTruthy();
    // The cut-out is previewed before any credit is spent.
    expect(((await screen.findByTestId('cutout-image')) as HTMLImageElement).getAttribute('src')).toBe(
      `/api/v1/source-images/${SOURCE.id}/cutout?maxSide=1024&v=2025-01-01T00%3A00%3A05Z`,
    );
    await user.click(screen.getByRole('button', { name: /Continue/ }));

    // 2. details: too short first
    await user.click(screen.getByRole('button', { name: /Get scenario ideas/ }));
    expect(screen.getAllByText('Write at least 3 characters.')).toHaveLength(2);
    await user.type(screen.getByLabelText('Product features'), 'Ceramic mug, 350 ml');
    await user.type(screen.getByLabelText('Desired audience'), 'Coffee lovers');
    expect(screen.getByText('19/1000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Get scenario ideas/ }));

    // 3. scenarios
    expect(await screen.findByRole('radio', { name: /Idea 1/ })).toBeTruthy();
    expect(bodies.scenarios).toMatchObject({ sourceImageId: SOURCE.id, features: 'Ceramic mug, 350 ml', audience: 'Coffee lovers', language: 'en' });
    expect(screen.getAllByRole('link', { name: 'Upgrade to unlock' })).toHaveLength(2);
    const continueBtn = () => screen.getByRole('button', { name: /^Continue/ }) as HTMLButtonElement;
    expect(continueBtn().disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: /Idea 1/ }));

    // back and forth keeps the inputs and does not ask again
    await user.click(screen.getByRole('button', { name: /^Back$/ }));
    expect((screen.getByLabelText('Product features') as HTMLTextAreaElement).value).toBe('Ceramic mug, 350 ml');
    await user.click(screen.getByRole('button', { name: /Get scenario ideas/ }));
    expect(fetch.mock.calls.filter(([u]) => u === '/api/v1/scenarios')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Idea 1/ }).getAttribute('aria-checked')).toBe('true');
    await user.click(continueBtn());

    // 4. settings: suggested style and time preselected, Free limits, cost by quality (medium by default: 2)
    expect(screen.getByRole('radio', { name: 'Cinematic' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Golden hour' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByRole('radio', { name: '2 images' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('cost').textContent).toBe('Uses 2 credits');
    await user.click(screen.getByRole('radio', { name: 'Low · 1 credit per image' }));
    expect(screen.getByTestId('cost').textContent).toBe('Uses 1 credit');
    expect(screen.getByRole('button', { name: 'Generate · 1 credit' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Medium · 2 credits per image' }));
    await user.click(screen.getByRole('button', { name: 'Generate · 2 credits' }));

    // 5. progress, then results
    expect(await screen.findByText('Your images are ready', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(bodies.generation).toMatchObject({ sourceImageId: SOURCE.id, scenarioId: scenarios[0]!.id, settings: { count: 1, quality: 'medium', style: 'cinematic', timeOfDay: 'golden_hour' } });
    expect(screen.getByRole('img', { name: 'Image 1: Idea 1' }).getAttribute('src')).toBe('/api/v1/images/img-1/file?size=thumb');
    // The balance is read again when the job is created and when it finishes.
    const meCalls = () => fetch.mock.calls.filter(([u]) => u === '/api/v1/me').length;
    await waitFor(() => expect(meCalls()).toBeGreaterThanOrEqual(3));
    expect(balance).toBe(8);

    // Generate more goes back to the settings with the same inputs
    await user.click(screen.getByRole('button', { name: /Generate more/ }));
    expect(screen.getByRole('radio', { name: 'Cinematic' }).getAttribute('aria-checked')).toBe('true');
  });

  it('with the built-in renderer, offers and sends the best quality a small product fills sharply, whatever was chosen before', async () => {
    const bodies: Record<string, unknown> = {};
    mockFetch(async (url, init) => {
      if (url === '/api/v1/me') {
        return json(200, { user: { id: 'u', name: 'Ana', email: 'a@x.io', profession: null }, tier: 'Plus', subscribed: true, subscriptionEnd: null, creditsBalance: 50 });
      }
      if (url.startsWith('/api/v1/image-engine')) return json(200, { name: 'local-studio', hosted: false, productLock: false });
      // The last generation (of a larger photo) was at high quality: 'Auto-save settings' starts from it.
      if (url === '/api/v1/me/create-settings') {
        return json(200, { settings: { aspectRatio: '1:1', quality: 'high', count: 1, format: 'png', highlightProduct: true, style: 'studio', timeOfDay: 'natural' } });
      }
      if (url === '/api/v1/source-images') return json(201, SOURCE);
      if (url === `/api/v1/source-images/${SOURCE.id}`) {
        // The product spans 800 px: Medium (1536 px, needs 768) is offered, High (2048 px, needs 1024) is not.
        return json(200, { ...SOURCE, cutout: { ...SOURCE.cutout, status: 'ready', progress: 100, method: 'model', confidence: 0.97, productBox: { width: 600, height: 800 } } });
      }
      if (url === '/api/v1/scenarios') return json(200, { scenarios });
      if (url === '/api/v1/generations') {
        bodies.generation = JSON.parse(String(init?.body));
        return json(202, { id: 'gen-1', status: 'queued', creditsReserved: 2 });
      }
      if (url === '/api/v1/generations/gen-1') return json(200, generation({ status: 'succeeded', stage: 'done', progress: 100 }));
      return json(404, { error: { code: 'not_found', message: 'Not found.' } });
    });
    const { user } = renderWithProviders(<CreateFlow />);
    await user.upload(await screen.findByTestId('upload-input'), new File(['png'], 'cup.png', { type: 'image/png' }));
    expect(await screen.findByText('Your product photo is ready')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    await user.type(screen.getByLabelText('Product features'), 'Ceramic mug, 350 ml');
    await user.type(screen.getByLabelText('Desired audience'), 'Coffee lovers');
    await user.click(screen.getByRole('button', { name: /Get scenario ideas/ }));
    await user.click(await screen.findByRole('radio', { name: /Idea 1/ }));
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    // High was remembered: it shows disabled, with what would unlock it, and Medium is what is sent.
    await waitFor(() => expect(screen.getByRole('radio', { name: /^High/ }).hasAttribute('disabled')).toBe(true));
    expect(screen.getByRole('radio', { name: /^Medium/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('quality-limited').textContent).toBe(
      'The product spans 800 px in your photo, so bigger images would come out soft. For High (2048 px), upload a photo where it spans at least 1024 px.',
    );
    expect(screen.getByTestId('cost').textContent).toBe('Uses 2 credits');
    await user.click(screen.getByRole('button', { name: 'Generate · 2 credits' }));
    await waitFor(() => expect(bodies.generation).toMatchObject({ settings: { quality: 'medium' } }));
  });

  it('shows the server message and a link to pricing when credits are short', async () => {
    mockFetch(async (url) => {
      if (url === '/api/v1/me') return json(200, { user: { id: 'u', name: 'A', email: 'a@x.io', profession: null }, tier: 'Plus', subscribed: true, subscriptionEnd: null, creditsBalance: 5 });
      if (url === '/api/v1/source-images') return json(201, SOURCE);
      if (url === `/api/v1/source-images/${SOURCE.id}`) {
        return json(200, { ...SOURCE, cutout: { ...SOURCE.cutout, status: 'ready', progress: 100, method: 'model', confidence: 0.97, updatedAt: '2025-01-01T00:00:05Z' } });
      }
      if (url === '/api/v1/scenarios') return json(200, { scenarios: scenarios.map((s) => ({ ...s, locked: false })) });
      if (url === '/api/v1/generations') {
        return json(402, { error: { code: 'insufficient_credits', message: 'Not enough credits. Required: 9. Your balance: 5.' } });
      }
      return json(404, {});
    });
    const { user } = renderWithProviders(<CreateFlow />);
    await user.upload(screen.getByTestId('upload-input') as HTMLInputElement, new File(['png'], 'cup.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: /Continue/ }));
    await user.type(screen.getByLabelText('Product features'), 'Ceramic mug');
    await user.type(screen.getByLabelText('Desired audience'), 'Coffee lovers');
    await user.click(screen.getByRole('button', { name: /Get scenario ideas/ }));
    // Paid plan: premium ideas are selectable
    await user.click(await screen.findByRole('radio', { name: /Idea 5/ }));
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await user.click(screen.getByRole('radio', { name: '3 images' }));
    // 3 medium-quality images at 2 credits each, then high quality at 3 each: more than the balance of 5.
    expect(screen.getByTestId('cost').textContent).toBe('Uses 6 credits');
    await user.click(screen.getByRole('radio', { name: 'High · 3 credits per image' }));
    expect(screen.getByTestId('cost').textContent).toBe('Uses 9 credits');
    expect(screen.getByText("You don't have enough credits for this generation.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate · 9 credits' }));
    const alert = await screen.findByTestId('generate-error');
    expect(alert.textContent).toContain('Not enough credits. Required: 9. Your balance: 5.');
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('offers the offline ideas when the AI scenario engine fails, and marks them as offline', async () => {
    const bodies: Record<string, unknown>[] = [];
    let fail = true;
    const failure = { error: { code: 'scenario_provider_failed', message: 'The AI service could not write scenario ideas right now. Try again in a moment, or use the offline ideas.' } };
    mockFetch(async (url, init) => {
      if (url === '/api/v1/me') return json(200, { user: { id: 'u', name: 'A', email: 'a@x.io', profession: null }, tier: 'Free', subscribed: false, subscriptionEnd: null, creditsBalance: 10 });
      if (url === '/api/v1/source-images') return json(201, SOURCE);
      if (url === `/api/v1/source-images/${SOURCE.id}`) {
        return json(200, { ...SOURCE, cutout: { ...SOURCE.cutout, status: 'ready', progress: 100, method: 'model', confidence: 0.97, updatedAt: '2025-01-01T00:00:05Z' } });
      }
      if (url === '/api/v1/scenarios') {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        bodies.push(body);
        if (body.engine !== 'local' && fail) return json(502, failure);
        return json(200, { scenarios });
      }
      return json(404, {});
    });
    const { user } = renderWithProviders(<CreateFlow />);
    await user.upload(screen.getByTestId('upload-input') as HTMLInputElement, new File(['png'], 'cup.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: /Continue/ }));
    await user.type(screen.getByLabelText('Product features'), 'Ceramic mug');
    await user.type(screen.getByLabelText('Desired audience'), 'Coffee lovers');
    await user.click(screen.getByRole('button', { name: /Get scenario ideas/ }));

    const alert = await screen.findByTestId('ideas-provider-error');
    expect(alert.textContent).toContain('AI ideas are unavailable');
    expect(alert.textContent).toContain(failure.error.message);
    expect(alert.textContent).toContain("Offline ideas come from Vitrine's built-in catalogue");
    expect(bodies[0]).not.toHaveProperty('engine');

    await user.click(screen.getByRole('button', { name: 'Use offline ideas' }));
    expect(await screen.findByRole('radio', { name: /Idea 1/ })).toBeTruthy();
    expect(bodies[1]).toMatchObject({ sourceImageId: SOURCE.id, features: 'Ceramic mug', audience: 'Coffee lovers', engine: 'local', language: 'en' });
    expect(screen.getByTestId('offline-ideas-note').textContent).toBe('These ideas come from the built-in offline catalogue.');

    // 'New ideas' asks the AI engine again; when it fails again the offline ideas stay on offer.
    await user.click(screen.getByRole('button', { name: /New ideas/ }));
    expect(await screen.findByTestId('ideas-provider-error')).toBeTruthy();
    expect(bodies[2]).not.toHaveProperty('engine');
    expect(screen.getByRole('radio', { name: /Idea 1/ })).toBeTruthy();

    // Once the engine answers, its ideas replace the offline ones and the note goes away.
    fail = false;
    await user.click(screen.getByRole('button', { name: /New ideas/ }));
    await waitFor(() => expect(screen.queryByTestId('ideas-provider-error')).toBeNull());
    expect(screen.queryByTestId('offline-ideas-note')).toBeNull();
  });

  it('shows other errors of the ideas request as a plain message, without the offline button', async () => {
    mockFetch(async (url) => {
      if (url === '/api/v1/me') return json(200, { user: { id: 'u', name: 'A', email: 'a@x.io', profession: null }, tier: 'Free', subscribed: false, subscriptionEnd: null, creditsBalance: 10 });
      if (url === '/api/v1/source-images') return json(201, SOURCE);
      if (url === `/api/v1/source-images/${SOURCE.id}`) {
        return json(200, { ...SOURCE, cutout: { ...SOURCE.cutout, status: 'ready', progress: 100, method: 'model', confidence: 0.97, updatedAt: '2025-01-01T00:00:05Z' } });
      }
      if (url === '/api/v1/scenarios') return json(404, { error: { code: 'not_found', message: 'Not found.' } });
      return json(404, {});
    });
    const { user } = renderWithProviders(<CreateFlow />);
    await user.upload(screen.getByTestId('upload-input') as HTMLInputElement, new File(['png'], 'cup.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: /Continue/ }));
    await user.type(screen.getByLabelText('Product features'), 'Ceramic mug');
    await user.type(screen.getByLabelText('Desired audience'), 'Coffee lovers');
    await user.click(screen.getByRole('button', { name: /Get scenario ideas/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not found.');
    expect(screen.queryByRole('button', { name: 'Use offline ideas' })).toBeNull();
  });

  it("asks the server for the next round on 'New ideas', and starts again at round 0 for a new brief", async () => {
    const bodies: Record<string, unknown>[] = [];
    mockFetch(async (url, init) => {
      if (url === '/api/v1/me') return json(200, { user: { id: 'u', name: 'A', email: 'a@x.io', profession: null }, tier: 'Pro', subscribed: true, subscriptionEnd: null, creditsBalance: 10 });
      if (url === '/api/v1/source-images') return json(201, SOURCE);
      if (url === `/api/v1/source-images/${SOURCE.id}`) {
        return json(200, { ...SOURCE, cutout: { ...SOURCE.cutout, status: 'ready', progress: 100, method: 'model', confidence: 0.97, updatedAt: '2025-01-01T00:00:05Z' } });
      }
      if (url === '/api/v1/scenarios') {
        bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return json(200, { scenarios: scenarios.map((s) => ({ ...s, title: `${s.title} r${bodies.length}`, locked: false })) });
      }
      return json(404, {});
    });
    const { user } = renderWithProviders(<CreateFlow />);
    await user.upload(screen.getByTestId('upload-input') as HTMLInputElement, new File(['png'], 'cup.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: /Continue/ }));
    await user.type(screen.getByLabelText('Product features'), 'Ceramic mug');
    await user.type(screen.getByLabelText('Desired audience'), 'Coffee lovers');
    await user.click(screen.getByRole('button', { name: /Get scenario ideas/ }));
    expect(await screen.findByRole('radio', { name: /Idea 1 r1/ })).toBeTruthy();
    expect(bodies[0]).not.toHaveProperty('round');

    await user.click(screen.getByRole('button', { name: /New ideas/ }));
    expect(await screen.findByRole('radio', { name: /Idea 1 r2/ })).toBeTruthy();
    expect(bodies[1]).toMatchObject({ round: 1 });
    await user.click(screen.getByRole('button', { name: /New ideas/ }));
    expect(await screen.findByRole('radio', { name: /Idea 1 r3/ })).toBeTruthy();
    expect(bodies[2]).toMatchObject({ round: 2 });

    // A different brief starts over.
    await user.click(screen.getByRole('button', { name: /^Back$/ }));
    await user.type(screen.getByLabelText('Product features'), ', 350 ml');
    await user.click(screen.getByRole('button', { name: /Get scenario ideas/ }));
    expect(await screen.findByRole('radio', { name: /Idea 1 r4/ })).toBeTruthy();
    expect(bodies[3]).not.toHaveProperty('round');
  });
});
