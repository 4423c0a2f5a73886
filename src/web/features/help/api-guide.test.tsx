import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '@shared/api-errors';
import { renderWithProviders } from '@web/test/render';
import { ApiGuide } from './api-guide';

describe('the API guide', () => {
  it('explains keys, scopes, idempotency, rate limits per plan, webhooks and batches, and lists every error code with its message', async () => {
    renderWithProviders(<ApiGuide />);
    const guide = await screen.findByTestId('api-guide');
    for (const heading of ['Authentication', 'Scopes', 'Idempotency keys', 'Rate limits', 'Webhooks', 'Batches', 'TypeScript SDK', 'Errors']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(guide.textContent).toContain('Authorization: Bearer vtr_live_');
    expect(guide.textContent).toContain('generation.completed');
    expect(guide.textContent).toContain('batch.item.failed');
    expect(guide.textContent).toContain('"type": "packshot"');
    expect(guide.textContent).toContain('"minute";q=60;w=60');
    const rows = screen.getAllByTestId('api-error-code');
    expect(rows).toHaveLength(API_ERRORS.length);
    const credits = rows.find((r) => r.textContent?.startsWith('insufficient_credits'))!;
    expect(credits.textContent).toContain('402');
    expect(credits.textContent).toContain('Not enough credits. Required: …');
  });
});
