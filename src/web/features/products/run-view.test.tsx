import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMe } from '@web/features/me/api';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import { RunView } from './run-view';

const ID = '7f1c2b7e-8a41-4c55-9d3e-2f0a6b1c9d10';

function Balance() {
  const me = useMe();
  return <p data-testid="balance">{me.data?.creditsBalance ?? '…'}</p>;
}

function run(status: 'processing' | 'completed', ended: number) {
  return {
    id: ID,
    origin: 'catalogue',
    status,
    cancelledAt: null,
    counts: { total: 2, queued: 0, running: 2 - ended, succeeded: ended, partial: 0, failed: 0 },
    creditsEstimated: 8,
    creditsCharged: 8,
    creditsRefunded: 0,
    items: [],
    createdAt: '2026-11-29T10:00:00.000Z',
    finishedAt: status === 'completed' ? '2026-11-29T10:01:00.000Z' : null,
  };
}

describe('a catalogue run', () => {
  it('brings the balance up to date as its items end', async () => {
    let polls = 0;
    let balance = 10;
    mockFetch(async (url) => {
      if (url === `/api/v1/batches/${ID}`) {
        polls += 1;
        // The items start (credits reserved), then end.
        if (polls > 1) balance = 2;
        return json(200, polls > 1 ? run('completed', 2) : run('processing', 0));
      }
      if (url === '/api/v1/me') return json(200, { creditsBalance: balance });
      return json(404, {});
    });
    renderWithProviders(
      <>
        <Balance />
        <RunView id={ID} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('10'));
    await waitFor(() => expect(screen.getByTestId('run-summary').textContent).toContain('2 made'), { timeout: 10_000 });
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('2'));
  });
});
