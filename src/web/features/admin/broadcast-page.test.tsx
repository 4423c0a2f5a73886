import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import type { BroadcastDetail } from './api';
import { BroadcastPage } from './broadcast-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const detail = (over: Partial<BroadcastDetail['broadcast']> = {}): BroadcastDetail => ({
  broadcast: {
    id: '0b3c6f1e-8d0a-4c55-9a43-1f0c2d3e4a5b',
    category: 'promotions',
    content: { en: { subject: 'Spring offer', body: 'Hello\n\nTwo months for one.', button: null }, de: { subject: 'Frühlingsangebot', body: 'Hallo', button: null } },
    status: 'draft',
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    testedAt: null,
    startedAt: null,
    finishedAt: null,
    progress: null,
    ...over,
  },
  audience: { total: 1234, byLanguage: { en: 1000, de: 234 }, withoutLanguage: 12, suppressed: 3 },
});

function render(d: BroadcastDetail) {
  mockFetch((url) => (url.includes('/preview') ? json(200, { language: 'en', subject: 'Spring offer', html: '<p>Hello</p>', text: 'Hello', headers: {} }) : json(200, d)));
  renderWithProviders(
    <Routes>
      <Route path="/admin/broadcasts/:id" element={<BroadcastPage />} />
    </Routes>,
    { path: `/admin/broadcasts/${d.broadcast.id}` },
  );
}

describe('BroadcastPage', () => {
  it('shows who a draft reaches, and sends only after a test of its latest version', async () => {
    render(detail());
    expect((await screen.findByTestId('broadcast-audience')).textContent).toContain('Reaches 1,234 users now');
    expect(screen.getByTestId('broadcast-audience').textContent).toContain('EN 1,000 · DE 234');
    expect(screen.getByTestId('broadcast-audience').textContent).toContain('12 more opted in, but their language is not written.');
    expect(screen.getByTestId('broadcast-tested').textContent).toContain('Send yourself a test first');
    expect((screen.getByRole('button', { name: 'Send to 1,234 users' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Send me a test' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText('Subject', { selector: '#broadcast-de-subject' }) as HTMLInputElement).value).toBe('Frühlingsangebot');
  });

  it('enables sending once the latest version was tested', async () => {
    render(detail({ testedAt: '2026-11-20T10:05:00Z' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Send to 1,234 users' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('once sending: the progress and a way to stop, and nothing editable', async () => {
    render(detail({ status: 'sending', testedAt: '2026-11-20T10:05:00Z', startedAt: '2026-11-20T10:06:00Z', progress: { recipients: 1234, pending: 900, sent: 330, failed: 1, skipped: 3 } }));
    expect((await screen.findByTestId('broadcast-progress')).textContent).toContain('330 of 1,234 sent · 1 failed · 3 skipped');
    expect((screen.getByRole('button', { name: 'Stop sending' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect((screen.getByLabelText('Subject', { selector: '#broadcast-en-subject' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
