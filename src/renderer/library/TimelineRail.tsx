/**
 * The Library's date scrubber: a slim rail beside the grid or list, one band per month scaled
 * by its assets, years and months labelled where they fit. Hovering names the month and its
 * count; a click, a drag or the arrow keys (it is a slider over the months) open the view at
 * that month's first asset; the month of the top row on screen is highlighted.
 */
import { Box, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import type { TimelineMonth } from '../../shared/ipc/library';
import { formatMonth, formatShortMonth } from '../format/date';
import { useLocale, useT } from '../i18n/useLocale';
import { t } from '../../shared/i18n/activeLanguage';
import { bandAt, railBands } from './timelineRail';

export interface TimelineRailProps {
  months: TimelineMonth[];
  /** The local `YYYY-MM` of the top row on screen. */
  currentMonth: string | null;
  onJump: (month: TimelineMonth) => void;
}

const describe = (month: TimelineMonth): string =>
  t('library.timeline.month', { month: formatMonth(month.month), count: month.count });

export function TimelineRail({
  months,
  currentMonth,
  onJump,
}: TimelineRailProps): React.JSX.Element | null {
  const { ref, height } = useElementSize();
  useT();
  const locale = useLocale();
  // The short month names follow the language (the memo's key), never the browser's own.
  const bands = useMemo(
    () => railBands(months, height, formatShortMonth),
    [months, height, locale], // eslint-disable-line react-hooks/exhaustive-deps -- the locale changes what formatShortMonth writes
  );
  const [hover, setHover] = useState<number | null>(null);
  const dragging = useRef(false);
  const current = Math.max(
    0,
    months.findIndex((month) => month.month === currentMonth),
  );
  const pointAt = (event: React.PointerEvent<HTMLDivElement>): number =>
    bandAt(bands, event.clientY - event.currentTarget.getBoundingClientRect().top);
  const jump = (index: number): void => {
    const month = months[index];
    if (month) onJump(month);
  };
  const onKeyDown = (event: React.KeyboardEvent): void => {
    const step: Record<string, number> = {
      ArrowDown: 1,
      ArrowRight: 1,
      ArrowUp: -1,
      ArrowLeft: -1,
      PageDown: 12,
      PageUp: -12,
      Home: -Infinity,
      End: Infinity,
    };
    const by = step[event.key];
    if (by === undefined) return;
    event.preventDefault();
    jump(Math.min(months.length - 1, Math.max(0, current + by)));
  };

  return (
    <Box
      ref={ref}
      role="slider"
      tabIndex={0}
      aria-label={t('library.timeline.jump')}
      aria-orientation="vertical"
      aria-valuemin={1}
      aria-valuemax={months.length}
      aria-valuenow={current + 1}
      aria-valuetext={months[current] ? describe(months[current]) : undefined}
      data-testid="timeline-rail"
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        setHover(pointAt(event));
      }}
      onPointerMove={(event) => setHover(pointAt(event))}
      onPointerUp={(event) => {
        if (!dragging.current) return;
        dragging.current = false;
        jump(pointAt(event));
      }}
      onPointerLeave={() => !dragging.current && setHover(null)}
      style={{
        position: 'relative',
        width: 52,
        flex: '0 0 52px',
        cursor: 'pointer',
        userSelect: 'none',
        touchAction: 'none',
        borderRadius: 4,
      }}
    >
      {bands.map((band, index) => (
        <Box
          key={band.month.month}
          data-month={band.month.month}
          data-current={index === current || undefined}
          style={{ position: 'absolute', top: band.top, height: band.height, left: 0, right: 0 }}
        >
          <Box
            style={{
              position: 'absolute',
              right: 2,
              top: 0,
              bottom: 1,
              width: index === current ? 6 : 3,
              borderRadius: 2,
              background:
                index === current
                  ? 'var(--mantine-primary-color-filled)'
                  : 'var(--mantine-color-default-border)',
            }}
          />
          {band.label && (
            <Text
              component="span"
              size="xs"
              fw={band.year ? 700 : 400}
              {...(band.year ? {} : { c: 'dimmed' as const })}
              style={{
                position: 'absolute',
                right: 12,
                top: -2,
                lineHeight: 1,
                pointerEvents: 'none',
              }}
            >
              {band.label}
            </Text>
          )}
        </Box>
      ))}
      {hover !== null && bands[hover] && (
        <Text
          component="span"
          size="xs"
          fw={600}
          data-testid="timeline-hover"
          style={{
            position: 'absolute',
            right: 56,
            top: bands[hover].top,
            whiteSpace: 'nowrap',
            padding: '2px 8px',
            borderRadius: 4,
            background: 'var(--mantine-color-body)',
            border: '1px solid var(--mantine-color-default-border)',
            boxShadow: 'var(--mantine-shadow-sm)',
            pointerEvents: 'none',
            zIndex: 2,
          }}
        >
          {describe(bands[hover].month)}
        </Text>
      )}
    </Box>
  );
}
