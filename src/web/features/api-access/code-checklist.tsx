/**
 * A list of named options to tick, each a code name (an API key's scope, a webhook event) with a
 * line saying what it means; the ticked ones are kept in the options' order.
 */
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';

export interface CodeChecklistProps<T extends string> {
  legend: string;
  /** Prefix of each checkbox's id (ids are `<prefix>-<option>`). */
  idPrefix: string;
  options: readonly T[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** What an option means, in the user's language. */
  help: (option: T) => string;
}

/** The checklist, as a fieldset. */
export function CodeChecklist<T extends string>({ legend, idPrefix, options, selected, onChange, help }: CodeChecklistProps<T>) {
  const toggle = (option: T, on: boolean) => onChange(on ? options.filter((o) => o === option || selected.includes(o)) : selected.filter((o) => o !== option));
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {options.map((option) => (
        <div key={option} className="flex items-start gap-3">
          <Checkbox id={`${idPrefix}-${option}`} checked={selected.includes(option)} onCheckedChange={(v) => toggle(option, v === true)} className="mt-0.5" />
          <Label htmlFor={`${idPrefix}-${option}`} className="block space-y-0.5 font-normal">
            <span className="block font-mono text-sm font-medium">{option}</span>
            <span className="block text-xs text-muted-foreground">{help(option)}</span>
          </Label>
        </div>
      ))}
    </fieldset>
  );
}
