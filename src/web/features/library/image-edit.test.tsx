import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { finishedGeneration, json, mockFetch, renderWithProviders } from '@web/features/create/test-utils';
import { EditImageButton } from './image-edit';

const finished = finishedGeneration('gen-edit', 1, { id: 'img-new', width: 1536, height: 1024 });

describe('EditImageButton', () => {
  it('sends the instruction for 1 credit, then shows the edited image', async () => {
    const posted: unknown[] = [];
    const fetch = mockFetch(async (url, init) => {
      if (url.endsWith('/image-engine')) return json(200, { name: 'openai', hosted: true, productLock: true });
      if (url.endsWith('/images/img-1/edits') && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return json(202, { id: 'gen-edit', status: 'queued', creditsReserved: 1 });
      }
      if (url.endsWith('/generations/gen-edit')) return json(200, finished);
      return json(200, {});
    });
    const onEdited = vi.fn();
    const { user } = renderWithProviders(<EditImageButton imageId="img-1" onEdited={onEdited} />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Costs 1 credit')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Edit for 1 credit' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('What should change?'), 'Make the background pale blue');
    await user.click(submit);
    await screen.findByText('Your edited image is ready and in your library.');
    expect(posted).toEqual([{ instruction: 'Make the background pale blue' }]);
    expect((screen.getByAltText('The edited image') as HTMLImageElement).src).toContain('/api/v1/images/img-new/file');
    await waitFor(() => expect(onEdited).toHaveBeenCalledWith('img-new'));
    expect(fetch).toHaveBeenCalled();
  });

  it('is hidden when the local studio renderer makes the images', async () => {
    const fetch = mockFetch((url) => (url.endsWith('/image-engine') ? json(200, { name: 'local-studio', hosted: false, productLock: false }) : json(200, {})));
    renderWithProviders(<EditImageButton imageId="img-1" />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
