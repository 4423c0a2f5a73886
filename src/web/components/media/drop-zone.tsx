/** A place to drop a file, or to choose one with the system file picker. */
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { cn } from '@web/lib/utils';

/** What the zone's content can use: whether a file is dragged over it, and a way to open the picker. */
export type DropZoneState = { dragging: boolean; openPicker: () => void };

export type DropZoneProps = {
  /** Called with the first chosen or dropped file (not while `disabled`). */
  onFile?: (file: File) => void;
  /** With `multiple`: called with every chosen or dropped file, in order. */
  onFiles?: (files: File[]) => void;
  /** Lets the picker choose several files. */
  multiple?: boolean;
  /** The file input's accept list, e.g. 'image/png,image/jpeg'. */
  accept: string;
  /** Accessible name of the hidden file input. */
  inputLabel: string;
  inputTestId?: string;
  disabled?: boolean;
  /**
   * 'button': the whole zone is a button (click, Enter or Space opens the picker). 'region': a plain
   * container whose content offers its own buttons (calling `openPicker`).
   */
  as?: 'button' | 'region';
  /** Classes of the zone; a function receives whether a file is dragged over it. */
  className?: string | ((dragging: boolean) => string);
  /** Extra attributes of the button zone (e.g. aria-describedby). */
  describedBy?: string;
  children: (state: DropZoneState) => ReactNode;
};

/**
 * A hidden file input (rendered just before the zone) plus a drop target. Dragging a file over the zone sets `dragging` (cleared when
 * it leaves the zone itself, not a child); dropping or choosing passes the first file to `onFile`. The
 * input is cleared after each choice, so the same file can be chosen again.
 */
export function DropZone({ onFile, onFiles, multiple = false, accept, inputLabel, inputTestId, disabled = false, as = 'region', className, describedBy, children }: DropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const openPicker = () => {
    if (!disabled) inputRef.current?.click();
  };
  const take = (list: FileList | null | undefined) => {
    if (disabled || !list || list.length === 0) return;
    const files = Array.from(list);
    if (multiple && onFiles) onFiles(files);
    else if (files[0]) onFile?.(files[0]);
  };

  const dragProps = {
    onDragOver: (e: DragEvent<HTMLElement>) => {
      e.preventDefault();
      if (!dragging) setDragging(true);
    },
    onDragLeave: (e: DragEvent<HTMLElement>) => {
      if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
      setDragging(false);
    },
    onDrop: (e: DragEvent<HTMLElement>) => {
      e.preventDefault();
      setDragging(false);
      take(e.dataTransfer.files);
    },
  };
  const classes = typeof className === 'function' ? className(dragging) : className;
  const content = children({ dragging, openPicker });

  const input = (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      multiple={multiple}
      className="sr-only"
      tabIndex={-1}
      aria-label={inputLabel}
      data-testid={inputTestId}
      onChange={(e) => {
        take(e.target.files);
        e.target.value = '';
      }}
    />
  );

  // The input stays the first sibling in both forms, so switching `as` keeps the same input element.
  return (
    <>
      {input}
      {as === 'button' ? (
        <button type="button" {...dragProps} onClick={openPicker} disabled={disabled} aria-describedby={describedBy} className={cn(classes)}>
          {content}
        </button>
      ) : (
        <div {...dragProps} className={cn(classes)}>
          {content}
        </div>
      )}
    </>
  );
}
