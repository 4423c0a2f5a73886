/**
 * The admin ticket page shows the same thread the user reads: the first message,
 * support's replies and the user's follow-ups, with the closings from the audit log, in time order.
 */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@web/test/render';
import type { AdminTicketDetail } from './api';
import { TicketPage } from './ticket-page';

const id = '00000000-0000-4000-8000-000000000001';
const audit = (over: Partial<AdminTicketDetail['history'][number]>): AdminTicketDetail['history'][number] => ({
  id: crypto.randomUUID(),
  actorId: 'admin-1',
  actorEmail: 'ada@vitrine.example',
  action: 'ticket.reply',
  targetType: 'ticket',
  targetId: id,
  targetLabel: '#1001',
  before: null,
  after: null,
  reason: null,
  createdAt: '2026-11-02T12:00:00.000Z',
  ...over,
});
const detail: AdminTicketDetail = {
  id,
  number: 1001,
  subject: 'Invoice question',
  category: 'billing',
  status: 'open',
  language: 'en',
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-03T09:30:00.000Z',
  user: { id: 'user-1', name: 'Rosa Lima', email: 'rosa@example.com' },
  message: 'Where is my invoice for May?',
  messages: [
    { id: '00000000-0000-4000-8000-000000000101', author: 'support', body: 'It is in Billing, under Invoices.', createdAt: '2026-11-02T12:00:00.000Z', adminEmail: 'ada@vitrine.example' },
    { id: '00000000-0000-4000-8000-000000000102', author: 'support', body: 'Also sent as a PDF.', createdAt: '2026-11-02T13:00:00.000Z', adminEmail: null },
    { id: '00000000-0000-4000-8000-000000000103', author: 'user', body: 'Found it, but the VAT number is missing.', createdAt: '2026-11-03T09:30:00.000Z', adminEmail: null },
  ],
  history: [
    audit({ after: { message: 'It is in Billing, under Invoices.' } }),
    audit({ action: 'ticket.close', reason: 'Sorted', createdAt: '2026-11-02T14:00:00.000Z' }),
  ],
};

describe('TicketPage', () => {
  it("shows the first message, then replies, the user's follow-up and the closing in time order, each once", async () => {
    mockFetch(() => json(200, detail));
    renderWithProviders(
      <Routes>
        <Route path="/admin/tickets/:id" element={<TicketPage />} />
      </Routes>,
      { path: `/admin/tickets/${id}` },
    );
    expect(await screen.findByText('Where is my invoice for May?')).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Rosa Lima', 'Answer by ada@vitrine.example', 'Answer from support', 'Closed by ada@vitrine.example', 'Follow-up from Rosa Lima', 'Reply']);
    expect(screen.getAllByText('It is in Billing, under Invoices.')).toHaveLength(1);
    expect(screen.getByText('Found it, but the VAT number is missing.')).toBeTruthy();
    expect(screen.getByText('Sorted')).toBeTruthy();
  });
});
