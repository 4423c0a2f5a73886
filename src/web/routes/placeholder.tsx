/** Route module for the pages registered ahead of their build (product display, ad generator). */
import type { ComponentType } from 'react';
import { type PlaceholderId, PlaceholderPage } from '@web/features/placeholder/placeholder-page';

/** A page component showing the placeholder for `id`. */
export function placeholderFor(id: PlaceholderId): ComponentType {
  function Placeholder() {
    return <PlaceholderPage id={id} />;
  }
  Placeholder.displayName = `Placeholder(${id})`;
  return Placeholder;
}
