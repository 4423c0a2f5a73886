import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Scenario } from './api';
import { ScenarioGrid } from './scenario-cards';
import { createReducer, initialState } from './state';
import { renderWithProviders } from './test-utils';

const scenario = (id: string, title: string, extra: Partial<Scenario> = {}): Scenario => ({
  id,
  title,
  summary: `${title} summary`,
  description: `${title} full scene description`,
  premium: false,
  locked: false,
  suggestedStyle: 'lifestyle',
  suggestedTimeOfDay: 'natural',
  ...extra,
});

const scenarios = [
  scenario('a', 'Morning kitchen'),
  scenario('b', 'Rooftop brunch', { premium: true, locked: true }),
  scenario('c', 'Studio hero', { premium: true, locked: false, suggestedStyle: 'studio', suggestedTimeOfDay: 'night_light' }),
];

describe('ScenarioGrid', () => {
  it('does not let a locked premium scenario be selected, and links to pricing', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<ScenarioGrid scenarios={scenarios} selectedId={null} onSelect={onSelect} />);
    const locked = screen.getByRole('radio', { name: /Rooftop brunch/ }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    await user.click(locked);
    expect(onSelect).not.toHaveBeenCalled();
    const upgrade = screen.getByRole('link', { name: 'Upgrade to unlock' });
    expect(upgrade.getAttribute('href')).toBe('/pricing');
    expect(screen.getAllByRole('link', { name: 'Upgrade to unlock' })).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: /Studio hero/ }));
    expect(onSelect).toHaveBeenCalledWith(scenarios[2]);
  });

  it('marks the chosen card and expands the full description', async () => {
    const { user } = renderWithProviders(<ScenarioGrid scenarios={scenarios} selectedId="a" onSelect={() => {}} />);
    expect(screen.getByRole('radio', { name: /Morning kitchen/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText('Morning kitchen full scene description')).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Full description' })[0]!);
    expect(screen.getByText('Morning kitchen full scene description')).toBeTruthy();
  });

  it('the reducer ignores a locked scenario and preselects the suggested style and time of day', () => {
    const withIdeas = createReducer(initialState, { type: 'scenariosLoaded', scenarios, key: 'k' });
    expect(createReducer(withIdeas, { type: 'selectScenario', scenario: scenarios[1]! }).scenarioId).toBeNull();
    const chosen = createReducer(withIdeas, { type: 'selectScenario', scenario: scenarios[2]! });
    expect(chosen.scenarioId).toBe('c');
    expect(chosen.settings.style).toBe('studio');
    expect(chosen.settings.timeOfDay).toBe('night_light');
  });
});
