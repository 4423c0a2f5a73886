/**
 * A walkthrough on /help/tutorials: the recording in the interface language with the five caption
 * tracks (that language's on by default), chapters and a transcript timed by the shared timeline,
 * and a click on either playing the video from that time.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@shared/catalog';
import { walkthroughChapters, walkthroughCues } from '@shared/walkthroughs';
import { renderWithProviders } from '@web/test/render';
import { walkthroughMedia } from './help-media';
import { WalkthroughPlayer } from './walkthrough-player';

beforeAll(async () => {
  await i18n.loadLanguages([...LANGUAGES]);
  for (const lng of LANGUAGES) await i18n.reloadResources(lng, ['help']);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('walkthrough player', () => {
  it('has a recording in every interface language, so none falls back to English', () => {
    for (const lng of LANGUAGES) {
      const media = walkthroughMedia('first-image', lng);
      expect(media.language).toBe(lng);
      expect(media.video).toMatch(new RegExp(`first-image\\.${lng}.*\\.mp4`));
      expect(Object.keys(media.captions).sort()).toEqual([...LANGUAGES].sort());
    }
  });

  it('plays the German recording with German captions on by default, and lists the chapters and the transcript in German', async () => {
    await act(() => i18n.changeLanguage('de'));
    const { container } = renderWithProviders(<WalkthroughPlayer id="video" />);
    const video = container.querySelector('video')!;
    expect(video.querySelector('source')!.getAttribute('src')).toMatch(/video\.de.*\.mp4/);
    expect(video.getAttribute('lang')).toBe('de');
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((t) => t.getAttribute('srclang'))).toEqual([...LANGUAGES]);
    expect(tracks.filter((t) => t.hasAttribute('default')).map((t) => t.getAttribute('srclang'))).toEqual(['de']);

    const chapters = within(screen.getByTestId('walkthrough-chapters')).getAllByRole('button');
    expect(chapters.map((b) => b.textContent)).toEqual(['0:00Einführung', '0:03Bild wählen', '0:08Bewegung beschreiben', '0:19Dein Video']);
    expect(walkthroughChapters('video').map((c) => c.start)).toEqual([0, 3, 8, 19]);
    const transcript = within(screen.getByTestId('walkthrough-transcript')).getAllByRole('button');
    expect(transcript).toHaveLength(walkthroughCues('video').length);
    expect(transcript[2]!.textContent).toBe(`0:08${i18n.t('help:walkthroughs.items.video.steps.prompt')}`);
  });

  it('plays from a chapter or a transcript line when it is clicked, and marks the part playing', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = renderWithProviders(<WalkthroughPlayer id="video" />);
    const video = container.querySelector('video')!;
    // Nothing is marked before the video plays.
    expect(container.querySelectorAll('[aria-current]')).toHaveLength(0);
    fireEvent.click(within(screen.getByTestId('walkthrough-chapters')).getByRole('button', { name: /^Describe the motion/ }));
    expect(video.currentTime).toBe(8);
    expect(play).toHaveBeenCalledTimes(1);
    const line = within(screen.getByTestId('walkthrough-transcript')).getAllByRole('button')[4]!;
    fireEvent.click(line);
    expect(video.currentTime).toBe(19);
    expect(line.getAttribute('aria-current')).toBe('true');
    expect(within(screen.getByTestId('walkthrough-chapters')).getByRole('button', { name: /^Your video/ }).getAttribute('aria-current')).toBe('true');
    expect(within(screen.getByTestId('walkthrough-chapters')).getByRole('button', { name: /^Describe the motion/ }).getAttribute('aria-current')).toBeNull();
  });
});
