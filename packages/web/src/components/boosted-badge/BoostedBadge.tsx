import { Badge, type BadgeProps } from '@mantine/core';
import { BOOSTED_COLOR } from '../../app/theme.ts';

/** The BOOSTED badge of cards, the job page and the admin list (spec §2). */
export function BoostedBadge(props: Pick<BadgeProps, 'size' | 'style'>) {
  return (
    <Badge color={BOOSTED_COLOR} variant="filled" {...props}>
      BOOSTED
    </Badge>
  );
}
