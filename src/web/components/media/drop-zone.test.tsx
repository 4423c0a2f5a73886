/** DropZone: the file picker by click or keyboard, drag and drop, and the disabled state. */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropZone } from './drop-zone';

const png = () => new File(['png'], 'cup.png', { type: 'image/png' });

function renderZone(props: { as?: 'button' | 'region'; disabled?: boolean } = {}) {
  const onFile = vi.fn();
  render(
    <DropZone onFile={onFile} accept="image/png" inputLabel="Choose a photo" inputTestId="zone-input" className={(d) => (d ? 'dragging' : 'idle')} {...props}>
      {({ dragging, openPicker }) =>
        props.as === 'button' ? (
          <span>{dragging ? 'Drop it now' : 'Drop a photo here'}</span>
        ) : (
          <button type="button" onClick={openPicker}>
            Upload
          </button>
        )
      }
    </DropZone>,
  );
  const input = screen.getByTestId('zone-input') as HTMLInputElement;
  const click = vi.spyOn(input, 'click');
  return { onFile, input, click };
}

describe('DropZone', () => {
  it('as a button: Enter or Space opens the file picker; the chosen file is passed on', async () => {
    const user = userEvent.setup();
    const { onFile, input, click } = renderZone({ as: 'button' });
    const zone = screen.getByRole('button', { name: 'Drop a photo here' });
    zone.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
    await user.upload(input, png());
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'cup.png' }));
    expect(input.value).toBe('');
    expect(input.getAttribute('accept')).toBe('image/png');
    expect(screen.getByLabelText('Choose a photo')).toBe(input);
  });

  it('shows the dragging state while a file is over it and passes on the dropped file', () => {
    const { onFile } = renderZone({ as: 'button' });
    const zone = screen.getByRole('button', { name: 'Drop a photo here' });
    fireEvent.dragOver(zone);
    expect(zone.className).toContain('dragging');
    expect(screen.getByText('Drop it now')).toBeTruthy();
    fireEvent.dragLeave(zone, { relatedTarget: document.body });
    expect(zone.className).toContain('idle');
    fireEvent.drop(zone, { dataTransfer: { files: [png()] } });
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('as a region: its own buttons open the picker and drops anywhere on it count', () => {
    const { onFile, click } = renderZone();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(click).toHaveBeenCalledTimes(1);
    fireEvent.drop(screen.getByRole('button', { name: 'Upload' }).parentElement!, { dataTransfer: { files: [png()] } });
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('ignores drops and does not open the picker while disabled', () => {
    const { onFile, click } = renderZone({ disabled: true });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    fireEvent.drop(screen.getByRole('button', { name: 'Upload' }).parentElement!, { dataTransfer: { files: [png()] } });
    expect(click).not.toHaveBeenCalled();
    expect(onFile).not.toHaveBeenCalled();
  });
});
