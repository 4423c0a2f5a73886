import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@web/test/render';
import { readSidebarCookie, Sidebar, SidebarInset, SidebarProvider, SidebarTrigger, useSidebar } from './sidebar';

function clearCookie() {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
}

function State() {
  const { state } = useSidebar();
  return <output data-testid="state">{state}</output>;
}

function App() {
  return (
    <SidebarProvider>
      <Sidebar collapsible="icon">
        <p>Menu</p>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger label="Toggle sidebar" />
        <State />
      </SidebarInset>
    </SidebarProvider>
  );
}

describe('Sidebar', () => {
  beforeEach(() => {
    clearCookie();
    stubMatchMedia({ '(max-width: 767px)': false });
  });
  afterEach(clearCookie);

  it('starts expanded, toggles with Ctrl+B and Cmd+B, and keeps the state in a 7-day cookie', () => {
    const cookieWrites: string[] = [];
    const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => desc?.get?.call(document) as string,
      set: (v: string) => {
        cookieWrites.push(v);
        desc?.set?.call(document, v);
      },
    });
    try {
      render(<App />);
      expect(screen.getByTestId('state').textContent).toBe('expanded');

      act(() => void fireEvent.keyDown(window, { key: 'b', ctrlKey: true }));
      expect(screen.getByTestId('state').textContent).toBe('collapsed');
      expect(readSidebarCookie()).toBe(false);
      expect(cookieWrites.at(-1)).toMatch(/^sidebar_state=false; path=\/; max-age=604800/);

      act(() => void fireEvent.keyDown(window, { key: 'b', metaKey: true }));
      expect(screen.getByTestId('state').textContent).toBe('expanded');
      expect(readSidebarCookie()).toBe(true);

      // A plain 'b' does nothing.
      act(() => void fireEvent.keyDown(window, { key: 'b' }));
      expect(screen.getByTestId('state').textContent).toBe('expanded');
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
  });

  it('starts from the remembered state and collapses to the 3rem icon rail', () => {
    document.cookie = 'sidebar_state=false; path=/';
    const { container } = render(<App />);
    expect(screen.getByTestId('state').textContent).toBe('collapsed');
    const panel = container.querySelector('[data-slot="sidebar"]');
    expect(panel?.getAttribute('data-collapsible')).toBe('icon');
    const wrapper = container.querySelector<HTMLElement>('[data-slot="sidebar-wrapper"]');
    expect(wrapper?.style.getPropertyValue('--sidebar-width')).toBe('16rem');
    expect(wrapper?.style.getPropertyValue('--sidebar-width-icon')).toBe('3rem');

    fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(screen.getByTestId('state').textContent).toBe('expanded');
    expect(panel?.getAttribute('data-collapsible')).toBe('');
  });

  it('is an 18rem sheet under 768px, opened by the trigger', () => {
    stubMatchMedia({ '(max-width: 767px)': true });
    render(<App />);
    expect(screen.queryByText('Menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    const sheet = screen.getByRole('dialog');
    expect(sheet.textContent).toContain('Menu');
    expect(sheet.style.getPropertyValue('--sidebar-width')).toBe('18rem');
  });
});
