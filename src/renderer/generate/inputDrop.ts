// Owns dropping a result onto a URL field: a result tile carries its ORIGINAL service link
// (AssetView.sourceUrl) under our own drag type, and URL fields take only that type, so a
// drop never brings a local file or a page address into a request.
import type React from 'react';
import type { AssetView } from '../../shared/ipc/library';

export const INPUT_LINK_TYPE = 'application/x-atelier-input-link';

/** Starts a drag of a result's service link; a result without one is not offered as an input. */
export function startInputDrag(event: React.DragEvent, asset: Pick<AssetView, 'sourceUrl'>): void {
  if (!asset.sourceUrl) return;
  event.dataTransfer.setData(INPUT_LINK_TYPE, asset.sourceUrl);
  event.dataTransfer.setData('text/uri-list', asset.sourceUrl);
  event.dataTransfer.effectAllowed = 'copy';
}

/** Props that make an element take a dropped result link and hand it to `onLink`. */
export function inputDropProps(
  onLink: (url: string) => void,
): Pick<React.HTMLAttributes<HTMLElement>, 'onDragOver' | 'onDrop'> {
  return {
    onDragOver: (event) => {
      if (!event.dataTransfer.types.includes(INPUT_LINK_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDrop: (event) => {
      const url = event.dataTransfer.getData(INPUT_LINK_TYPE);
      if (!url) return;
      event.preventDefault();
      onLink(url);
    },
  };
}

/** A URL list with a dropped link: fills the first empty row, else appends; a link already there stays once. */
export function withDroppedLink(items: readonly string[], url: string): string[] {
  if (items.some((item) => item.trim() === url)) return [...items];
  const empty = items.findIndex((item) => item.trim() === '');
  return empty === -1 ? [...items, url] : items.map((item, at) => (at === empty ? url : item));
}
