import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@shared/catalog';
import { json, mockFetch, renderWithProviders } from './test-utils';
import { precheckFile, previewable } from './photo-file';
import { UploadStep } from './upload-step';

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('UploadStep', () => {
  it('shows the hint and rejects a GIF before uploading, with the translated message', async () => {
    const fetch = mockFetch(() => json(500, {}));
    const { user } = renderWithProviders(<UploadStep source={null} onUploaded={() => {}} onContinue={() => {}} />);
    expect(screen.getByText('PNG, JPG, WebP, AVIF or HEIC up to 10MB')).toBeTruthy();
    await user.upload(screen.getByTestId('upload-input') as HTMLInputElement, fileOf('anim.gif', 'image/gif', 2000));
    expect(screen.getByRole('alert').textContent).toBe('Unsupported file type. Please upload a PNG, JPG, WebP, AVIF or HEIC image.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects a file over 10 MB before uploading, with the translated message', async () => {
    const fetch = mockFetch(() => json(500, {}));
    renderWithProviders(<UploadStep source={null} onUploaded={() => {}} onContinue={() => {}} />);
    const drop = screen.getByRole('button', { name: /Drag and drop your product photo here/ });
    fireEvent.drop(drop, { dataTransfer: { files: [fileOf('big.jpg', 'image/jpeg', UPLOAD_MAX_BYTES + 1)] } });
    expect(screen.getByRole('alert').textContent).toBe('The file is larger than 10 MB. Please upload a smaller image.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uploads an accepted file and shows the server message when the server refuses it', async () => {
    const uploaded = { id: '11111111-1111-4111-8111-111111111111', width: 800, height: 600, format: 'png', createdAt: '2025-01-01T00:00:00Z' };
    let answer: Response = json(422, { error: { code: 'broken_image', message: 'The image could not be read. It may be damaged.' } });
    const fetch = mockFetch((url) => (url.endsWith('/api/v1/source-images') ? answer : json(404, {})));
    const onUploaded = vi.fn();
    const { user } = renderWithProviders(<UploadStep source={null} onUploaded={onUploaded} onContinue={() => {}} />);
    const input = screen.getByTestId('upload-input') as HTMLInputElement;

    await user.upload(input, fileOf('cup.png', 'image/png', 1000));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The image could not be read. It may be damaged.'));
    expect(onUploaded).not.toHaveBeenCalled();

    answer = json(201, uploaded);
    await user.upload(input, fileOf('cup.png', 'image/png', 1000));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(uploaded));
    const [, init] = fetch.mock.calls.at(-1)!;
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('pre-check accepts PNG, JPG, WebP, AVIF and HEIC (also by extension when the type is unknown)', () => {
    expect(precheckFile({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(precheckFile({ name: 'a.JPG', type: '', size: 10 })).toBeNull();
    expect(precheckFile({ name: 'a.webp', type: 'image/webp', size: 10 })).toBeNull();
    expect(precheckFile({ name: 'a.AVIF', type: '', size: 10 })).toBeNull();
    expect(precheckFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('unsupportedFileType');
    expect(precheckFile({ name: 'IMG_1.HEIC', type: 'image/heic', size: 10 })).toBeNull();
    expect(precheckFile({ name: 'IMG_2.heif', type: '', size: 10 })).toBeNull();
    expect(precheckFile({ name: 'a.tiff', type: '', size: 10 })).toBe('unsupportedFileType');
    // Browsers other than Safari cannot draw HEIC: its preview waits for the server's copy.
    expect(previewable({ name: 'IMG_1.HEIC', type: '' })).toBe(false);
    expect(previewable({ name: 'photo', type: 'image/heif' })).toBe(false);
    expect(previewable({ name: 'a.jpg', type: 'image/jpeg' })).toBe(true);
    expect(precheckFile({ name: 'a.jpg', type: 'image/jpeg', size: UPLOAD_MAX_BYTES })).toBeNull();
  });
});
