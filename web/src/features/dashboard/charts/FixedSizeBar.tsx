import type { BarProps } from '@mui/x-charts/BarChart';
import { useAnimateBar } from '@mui/x-charts/hooks';

/** The spec's bar size [473]: every bar is this thick, whatever the width of the chart. */
export const BAR_SIZE = 20;

/**
 * MUI X sizes bars to fill their band (22 px on a phone, 38 px on a wide screen). This bar slot
 * draws the same bar BAR_SIZE thick, centred in its band, with the library's own animation.
 */
export function FixedSizeBar({ ownerState, skipAnimation, id: _id, dataIndex: _dataIndex, xOrigin, yOrigin, x, y, width, height, layout, ...rest }: BarProps) {
  const thick = layout === 'vertical' ? Math.min(width, BAR_SIZE) : Math.min(height, BAR_SIZE);
  const box = layout === 'vertical' ? { x: x + (width - thick) / 2, width: thick, y, height } : { x, width, y: y + (height - thick) / 2, height: thick };
  const animated = useAnimateBar({ ...box, xOrigin, yOrigin, skipAnimation, layout });
  return (
    <rect
      {...rest}
      filter={ownerState.isHighlighted ? 'brightness(120%)' : undefined}
      opacity={ownerState.isFaded ? 0.3 : 1}
      data-highlighted={ownerState.isHighlighted || undefined}
      data-faded={ownerState.isFaded || undefined}
      {...animated}
    />
  );
}
