/** An image at fit or at a chosen zoom (buttons, +/−/0 keys, Ctrl+wheel), scrollable when larger than the view. */
import { Box, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatPercent } from '../../shared/format/number';
import type { AssetView } from '../../shared/ipc/library';
import { useT } from '../i18n/useLocale';

const STEPS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4];

export function ImagePreview(props: { asset: AssetView }): React.JSX.Element {
  const t = useT();
  const [zoom, setZoom] = useState<'fit' | number>('fit');
  const current = zoom === 'fit' ? null : zoom;
  const step = (direction: 1 | -1) =>
    setZoom((value) => {
      const now = value === 'fit' ? 1 : value;
      const next =
        direction > 0
          ? STEPS.find((each) => each > now)
          : [...STEPS].reverse().find((each) => each < now);
      return next ?? now;
    });
  useEffect(() => setZoom('fit'), [props.asset.id]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea')) return;
      if (event.key === '+' || event.key === '=') step(1);
      else if (event.key === '-') step(-1);
      else if (event.key === '0') setZoom('fit');
      else if (event.key === '1') setZoom(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Box>
      <Group gap="xs" mb="xs">
        <SegmentedControl
          size="xs"
          value={zoom === 'fit' ? 'fit' : zoom === 1 ? '100' : 'custom'}
          onChange={(value) => setZoom(value === 'fit' ? 'fit' : 1)}
          data={[
            { value: 'fit', label: t('library.image.fit') },
            { value: '100', label: formatPercent(1) },
            ...(zoom !== 'fit' && zoom !== 1
              ? [{ value: 'custom', label: formatPercent(zoom) }]
              : []),
          ]}
        />
        <Button
          size="xs"
          variant="default"
          onClick={() => step(-1)}
          aria-label={t('library.zoom.outLabel')}
          leftSection={<IconZoomOut size={14} />}
        >
          {t('library.zoom.out')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => step(1)}
          aria-label={t('library.zoom.inLabel')}
          leftSection={<IconZoomIn size={14} />}
        >
          {t('library.zoom.in')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('library.image.keys')}
        </Text>
      </Group>
      <Box
        style={{
          overflow: 'auto',
          maxHeight: '60vh',
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'var(--mantine-color-default-hover)',
          textAlign: 'center',
        }}
        onWheel={(event) => {
          if (!event.ctrlKey) return;
          event.preventDefault();
          step(event.deltaY < 0 ? 1 : -1);
        }}
      >
        <img
          src={props.asset.mediaUrl}
          alt={props.asset.prompt || props.asset.title}
          draggable={false}
          data-testid="image-preview"
          style={
            current === null
              ? {
                  maxWidth: '100%',
                  maxHeight: '60vh',
                  objectFit: 'contain',
                  display: 'block',
                  margin: '0 auto',
                }
              : {
                  width: props.asset.width ? props.asset.width * current : `${current * 100}%`,
                  maxWidth: 'none',
                  display: 'block',
                  margin: '0 auto',
                }
          }
        />
      </Box>
    </Box>
  );
}
