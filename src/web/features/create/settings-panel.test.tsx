import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@web/i18n';
import { SettingsPanel } from './settings-panel';
import { DEFAULT_SETTINGS } from './state';
import { json, mockFetch, renderWithProviders } from './test-utils';

const countRadio = (n: number) => screen.getByRole('radio', { name: n === 1 ? '1 image' : `${n} images` }) as HTMLButtonElement;

describe('SettingsPanel', () => {
  it('limits the number of images to 1 on Free, with a hint about paid plans', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <SettingsPanel settings={{ ...DEFAULT_SETTINGS, count: 3 }} onChange={onChange} maxCount={1} isFree />,
    );
    expect(countRadio(1).disabled).toBe(false);
    expect(countRadio(2).disabled).toBe(true);
    expect(countRadio(3).disabled).toBe(true);
    // A count above the plan's maximum is shown clamped.
    expect(countRadio(1).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('count-hint').textContent).toContain('Paid plans allow up to 3');
    await user.click(countRadio(3));
    expect(onChange).not.toHaveBeenCalledWith({ count: 3 });
  });

  it('allows up to 3 images on paid plans', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<SettingsPanel settings={DEFAULT_SETTINGS} onChange={onChange} maxCount={3} isFree={false} />);
    expect(countRadio(2).disabled).toBe(false);
    expect(countRadio(3).disabled).toBe(false);
    await user.click(countRadio(3));
    expect(onChange).toHaveBeenCalledWith({ count: 3 });
    expect(screen.getByTestId('count-hint').textContent).toBe('Up to 3 images per generation.');
  });

  it('shows the price per image beside each quality, from the plans data', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<SettingsPanel settings={DEFAULT_SETTINGS} onChange={onChange} maxCount={3} isFree={false} />);
    const group = within(screen.getByRole('radiogroup', { name: 'Quality' }));
    expect(group.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Low · 1 credit per image',
      'Medium · 2 credits per image',
      'High · 3 credits per image',
    ]);
    expect(screen.getByTestId('quality-high').textContent).toBe('High3 credits');
    expect(screen.getByText('Price per image. Higher quality gives finer detail.')).toBeTruthy();
    expect(group.getByRole('radio', { name: /^Medium/ }).getAttribute('aria-checked')).toBe('true');
    await user.click(group.getByRole('radio', { name: /^High/ }));
    expect(onChange).toHaveBeenCalledWith({ quality: 'high' });
  });

  it('prices the qualities in the user language', async () => {
    await i18n.changeLanguage('pt');
    try {
      renderWithProviders(<SettingsPanel settings={DEFAULT_SETTINGS} onChange={vi.fn()} maxCount={3} isFree={false} />);
      expect(screen.getByTestId('quality-low').getAttribute('aria-label')).toBe('Baixa · 1 crédito por imagem');
      expect(screen.getByTestId('quality-high').getAttribute('aria-label')).toBe('Alta · 3 créditos por imagem');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('offers every aspect ratio, style and time of day from the catalog', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<SettingsPanel settings={DEFAULT_SETTINGS} onChange={onChange} maxCount={1} isFree />);
    for (const name of ['3:2 · Landscape', '1:1 · Square', '2:3 · Portrait', '3:4 · Feed post', '9:16 · Stories', '4:3 · Classic', '16:9 · Widescreen']) {
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    }
    const styles = within(screen.getByRole('radiogroup', { name: 'Style' }));
    for (const name of ['Lifestyle', 'Studio', 'Cinematic', 'Natural', 'Professional', 'Minimal', 'Vibrant']) {
      expect(styles.getByRole('radio', { name })).toBeTruthy();
    }
    for (const name of ['Golden hour', 'Night light', 'Soft morning']) {
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    }
    await user.click(screen.getByRole('radio', { name: '9:16 · Stories' }));
    expect(onChange).toHaveBeenCalledWith({ aspectRatio: '9:16' });
    await user.click(screen.getByRole('radio', { name: 'Golden hour' }));
    expect(onChange).toHaveBeenCalledWith({ timeOfDay: 'golden_hour' });
    await user.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith({ highlightProduct: false });
  });

  it('offers the four advanced styles, none by default, and clears the choice with None', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<SettingsPanel settings={DEFAULT_SETTINGS} onChange={onChange} maxCount={1} isFree />);
    const group = within(screen.getByRole('radiogroup', { name: 'Advanced style' }));
    expect(group.getByRole('radio', { name: 'None' }).getAttribute('aria-checked')).toBe('true');
    for (const name of ['Lifestyle', 'Professional', 'Casual', 'Minimalist']) expect(group.getByRole('radio', { name })).toBeTruthy();
    await user.click(group.getByRole('radio', { name: 'Minimalist' }));
    expect(onChange).toHaveBeenCalledWith({ advancedStyle: 'minimalist' });
  });

  it("offers 'Let the AI redraw the product', off by default, only with a hosted image engine", async () => {
    mockFetch((url) => (url.startsWith('/api/v1/image-engine') ? json(200, { name: 'openai', hosted: true, productLock: true }) : json(404, {})));
    const onChange = vi.fn();
    const { user } = renderWithProviders(<SettingsPanel settings={DEFAULT_SETTINGS} onChange={onChange} maxCount={3} isFree={false} />);
    const toggle = await screen.findByTestId('redraw-product');
    expect(screen.getByRole('heading', { name: 'Let the AI redraw the product' })).toBeTruthy();
    expect(toggle.textContent).toContain('the product may then change');
    const redraw = screen.getByRole('switch', { name: 'Let the AI redraw the product' });
    expect(redraw.getAttribute('aria-checked')).toBe('false');
    await user.click(redraw);
    expect(onChange).toHaveBeenCalledWith({ redrawProduct: true });
  });

  it('has no redraw toggle with the local studio renderer', async () => {
    const fetched = mockFetch((url) => (url.startsWith('/api/v1/image-engine') ? json(200, { name: 'local-studio', hosted: false, productLock: false }) : json(404, {})));
    renderWithProviders(<SettingsPanel settings={DEFAULT_SETTINGS} onChange={vi.fn()} maxCount={3} isFree={false} />);
    await vi.waitFor(() => expect(fetched).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('redraw-product')).toBeNull();
    expect(screen.getAllByRole('switch')).toHaveLength(1);
  });

  it('says what each quality buys: its size with the local studio renderer, finer detail with a hosted model', async () => {
    mockFetch((url) => (url.startsWith('/api/v1/image-engine') ? json(200, { name: 'local-studio', hosted: false, productLock: false }) : json(404, {})));
    const local = renderWithProviders(<SettingsPanel settings={DEFAULT_SETTINGS} onChange={vi.fn()} maxCount={3} isFree={false} />);
    expect((await screen.findByTestId('quality-size-high')).textContent).toBe('2048 px');
    expect(screen.getByTestId('quality-size-low').textContent).toBe('1024 px');
    expect(screen.getByText('The built-in studio renders Low at 1024 px, Medium at 1536 px and High at 2048 px on the long side. Price per image.')).toBeTruthy();
    local.unmount();
    mockFetch((url) => (url.startsWith('/api/v1/image-engine') ? json(200, { name: 'openai', hosted: true, productLock: true }) : json(404, {})));
    renderWithProviders(<SettingsPanel settings={DEFAULT_SETTINGS} onChange={vi.fn()} maxCount={3} isFree={false} />);
    expect(await screen.findByText('Price per image. Higher quality gives finer detail.')).toBeTruthy();
    expect(screen.queryByTestId('quality-size-high')).toBeNull();
  });

  it('disables the qualities a small product cannot fill sharply with the local studio renderer, and says what unlocks them', async () => {
    mockFetch((url) => (url.startsWith('/api/v1/image-engine') ? json(200, { name: 'local-studio', hosted: false, productLock: false }) : json(404, {})));
    const onChange = vi.fn();
    const { user } = renderWithProviders(<SettingsPanel settings={{ ...DEFAULT_SETTINGS, quality: 'low' }} onChange={onChange} maxCount={3} isFree={false} productLongSidePx={700} />);
    // 700 px fills Low (1024 px, needs 512) but not Medium (1536 px, needs 768) or High (2048 px, needs 1024).
    expect((await screen.findByTestId('quality-size-medium')).textContent).toBe('Needs a larger photo');
    expect(screen.getByTestId('quality-size-high').textContent).toBe('Needs a larger photo');
    expect(screen.getByTestId('quality-size-low').textContent).toBe('1024 px');
    expect(screen.getByRole('radio', { name: /^Medium/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('radio', { name: /^High/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('radio', { name: /^Low/ }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('quality-limited').textContent).toBe(
      'The product spans 700 px in your photo, so bigger images would come out soft. For Medium (1536 px), upload a photo where it spans at least 768 px.',
    );
    await user.click(screen.getByRole('radio', { name: /^High/ }));
    expect(onChange).not.toHaveBeenCalledWith({ quality: 'high' });
  });

  it('offers every quality for a product large enough, or with a hosted model whatever its size', async () => {
    mockFetch((url) => (url.startsWith('/api/v1/image-engine') ? json(200, { name: 'local-studio', hosted: false, productLock: false }) : json(404, {})));
    const local = renderWithProviders(<SettingsPanel settings={DEFAULT_SETTINGS} onChange={vi.fn()} maxCount={3} isFree={false} productLongSidePx={1024} />);
    expect((await screen.findByTestId('quality-size-high')).textContent).toBe('2048 px');
    expect(screen.getByRole('radio', { name: /^High/ }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('quality-limited')).toBeNull();
    local.unmount();
    mockFetch((url) => (url.startsWith('/api/v1/image-engine') ? json(200, { name: 'openai', hosted: true, productLock: true }) : json(404, {})));
    renderWithProviders(<SettingsPanel settings={DEFAULT_SETTINGS} onChange={vi.fn()} maxCount={3} isFree={false} productLongSidePx={300} />);
    await screen.findByText('Price per image. Higher quality gives finer detail.');
    expect(screen.getByRole('radio', { name: /^High/ }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('quality-limited')).toBeNull();
  });
});
